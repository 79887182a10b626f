import StarFilled from '@ant-design/icons/es/icons/StarFilled';

interface Testimonial {
  quote: string;
  names: string;
  city: string;
  service: string;
}

/** Sample testimonials (spec: three sample cards). */
const testimonials: Testimonial[] = [
  {
    quote:
      'Fotografa i kapelu jsme měli do týdne. Stačilo vyplnit jednu poptávku a dodavatelé se nám ozvali sami, ušetřilo nám to spoustu volání.',
    names: 'Tereza a Martin',
    city: 'Praha',
    service: 'Fotografie a živá hudba',
  },
  {
    quote:
      'Datum jsme ještě neměli, a přesto nám přišlo několik nabídek na catering. Vybrali jsme podle hodnocení ostatních párů a hosté chválí jídlo dodnes.',
    names: 'Lucie a Jakub',
    city: 'Brno',
    service: 'Catering',
  },
  {
    quote:
      'Květinová výzdoba i dort byly přesně podle našich představ. Líbilo se nám, že jsme všechno vyřešili na jednom místě a zdarma.',
    names: 'Kateřina a Ondřej',
    city: 'Hradec Králové',
    service: 'Květiny a svatební dort',
  },
];

/** Testimonials: three sample cards from couples. */
export function Testimonials() {
  return (
    <section className="home-section testimonials" aria-labelledby="testimonials-title">
      <div className="home-section__inner">
        <header className="home-section__head">
          <h2 id="testimonials-title" className="home-section__title">
            Co říkají páry
          </h2>
          <p className="home-section__lead">Zkušenosti novomanželů, kteří dodavatele našli u nás.</p>
        </header>
        <ul className="testimonials__grid">
          {testimonials.map((item) => (
            <li key={item.names} className="testimonial">
              <figure className="testimonial__figure">
                <div className="testimonial__stars" role="img" aria-label="Hodnocení 5 z 5">
                  {[1, 2, 3, 4, 5].map((star) => (
                    <StarFilled key={star} aria-hidden="true" />
                  ))}
                </div>
                <blockquote className="testimonial__quote">
                  <p>{`„${item.quote}“`}</p>
                </blockquote>
                <figcaption className="testimonial__caption">
                  <span className="testimonial__names">{item.names}</span>
                  <span className="testimonial__meta">
                    {item.city} · {item.service}
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
