import { Notice } from '@ga/ui';
import styles from '../paging/list.module.css';

/** A page a conseiller may not use: its title and why (the API answers 403 anyway). */
export function ReservedPage({
  title,
  who = 'aux responsables et aux administrateurs',
}: {
  title: string;
  who?: string;
}) {
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      <Notice variant="info">Cette page est réservée {who}.</Notice>
    </div>
  );
}
