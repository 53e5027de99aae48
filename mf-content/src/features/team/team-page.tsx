import { usePageHead } from '@ga/core';
import { ButtonLink, ErrorState, Skeleton } from '@ga/ui';
import { PageHero } from '../../shared/templates/page-hero';
import { useContentTeamsQuery } from './api';
import styles from './team-page.module.css';
import { PAGE_HEADS } from '../../shared/page-heads';

const initials = (name: string) => name.slice(0, 1).toUpperCase();

/** /a-propos/l-equipe: each service, what it does for you, and who is in it (GET /api/teams). */
export function TeamPage() {
  usePageHead(PAGE_HEADS['/a-propos/l-equipe']);
  const { data: teams, isLoading, isError, refetch } = useContentTeamsQuery();
  const people = teams?.reduce((n, t) => n + t.members.length, 0) ?? 0;
  return (
    <div>
      <PageHero
        kicker="Qui sommes-nous"
        heading="L’équipe"
        lead="Derrière chaque véhicule vendu, il y a des conseillers, des experts, des préparateurs et des techniciens, réunis dans notre centre d’Écommoy, dans la Sarthe."
      />
      <div className={styles.body}>
        {isLoading && <Skeleton height={320} />}
        {isError && (
          <ErrorState
            title="L’équipe n’a pas pu être chargée"
            message="Vérifiez votre connexion puis réessayez."
            onRetry={() => void refetch()}
          />
        )}
        {teams && (
          <>
            <p className={styles.count}>
              {teams.length} services, {people} personnes que vous croiserez au téléphone ou à Écommoy. Nous ne
              présentons que les prénoms : ce sont ceux que vous entendrez.
            </p>
            {teams.map((team) => (
              <section key={team.id} className={styles.team} aria-labelledby={`team-${team.slug}`}>
                <div className={styles.teamHead}>
                  <h2 id={`team-${team.slug}`}>{team.name}</h2>
                  <p>{team.mission}</p>
                </div>
                <ul className={styles.members}>
                  {team.members.map((m) => (
                    <li key={m.id} className={styles.member}>
                      <span className={styles.avatar} aria-hidden="true">
                        {initials(m.first_name)}
                      </span>
                      <div>
                        <h3>{m.first_name}</h3>
                        <p className={styles.role}>{m.role}</p>
                        <p>{m.speciality}</p>
                      </div>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
            <div className={styles.cta}>
              <h2>Une question pour l’un de nos services ?</h2>
              <p>Écrivez-nous en choisissant l’objet de votre demande : votre message va directement au bon service.</p>
              <ButtonLink to="/a-propos/contactez-nous" size="lg">
                Nous contacter
              </ButtonLink>
            </div>
          </>
        )}
      </div>
    </div>
  );
}
