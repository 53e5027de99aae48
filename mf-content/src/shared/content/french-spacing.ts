/**
 * French typography: no line may start with « ? », « ! », « : », « ; » or « » », nor end with « « ».
 * The space before them (and after « ) becomes a non-breaking one: narrow before ? ! ;, normal
 * before : and inside quotes, as the Imprimerie nationale's rules have it.
 */
export function frenchSpacing(text: string): string {
  return text
    .replace(/ ([?!;])/g, '\u202F$1')
    .replace(/ ([:»])/g, '\u00A0$1')
    .replace(/« /g, '«\u00A0');
}
