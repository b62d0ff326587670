import { Fragment } from 'react';

/**
 * A page text with `{name}` placeholders filled in, each value in <strong> so a figure stands
 * out from the words around it. Like fillTemplate, a placeholder without a value is left out.
 */
export function FilledText({
  text,
  values,
}: {
  text: string;
  values: Readonly<Record<string, string>>;
}) {
  // split() with a capturing group alternates text and placeholder names.
  const parts = text.split(/\{(\w+)\}/g);
  return (
    <>
      {parts.map((part, index) => {
        if (index % 2 === 0) return <Fragment key={index}>{part}</Fragment>;
        return Object.hasOwn(values, part) ? <strong key={index}>{values[part]}</strong> : null;
      })}
    </>
  );
}
