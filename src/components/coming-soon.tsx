interface ComingSoonProps {
  title: string;
  children: string;
}

/** Placeholder for a panel that is not built yet, saying what it will hold. */
export function ComingSoon({ title, children }: ComingSoonProps) {
  return (
    <section className="coming-soon">
      <h2 className="coming-soon__title">{title} — coming soon</h2>
      <p className="coming-soon__text">{children}</p>
    </section>
  );
}
