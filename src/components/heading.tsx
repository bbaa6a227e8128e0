import type { HTMLAttributes } from 'react';

export type HeadingLevel = 2 | 3 | 4;

/** An h2-h4 chosen by the caller, so a component fits the page's outline wherever it sits. */
export function Heading({
  level,
  ...props
}: { level: HeadingLevel } & HTMLAttributes<HTMLHeadingElement>) {
  const Tag = `h${level}` as const;
  return <Tag {...props} />;
}
