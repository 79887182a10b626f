import HeartOutlined from '@ant-design/icons/es/icons/HeartOutlined';
import ShopOutlined from '@ant-design/icons/es/icons/ShopOutlined';
import { Link } from 'react-router-dom';
import { useAnchorNavigation } from '../../shared/useAnchorNavigation';
import { paths } from '../../shared/paths';

interface StepText {
  title: string;
  text: string;
}

const coupleSteps: StepText[] = [
  {
    title: 'Zadejte poptávku zdarma',
    text: 'Vyplňte krátký formulář: kdy a kde se berete, jaké služby sháníte a jaký máte rozpočet. S popisem vám pomůže AI.',
  },
  {
    title: 'Dodavatelé se vám ozvou',
    text: 'Poptávku uvidí ověření dodavatelé z vybraných kategorií a sami vás kontaktují s nabídkou.',
  },
  {
    title: 'Vyberte si ty pravé',
    text: 'Porovnejte nabídky, portfolia a hodnocení ostatních párů a vyberte si, kdo se postará o váš den.',
  },
];

const providerSteps: StepText[] = [
  {
    title: 'Zaregistrujte se zdarma',
    text: 'Založte si účet dodavatele, zvolte kategorie služeb a oblasti, ve kterých působíte.',
  },
  {
    title: 'Vyplňte profil a portfolio',
    text: 'Představte svou práci fotkami, popisem a cenami a nastavte si kalendář dostupnosti.',
  },
  {
    title: 'Získejte kontakty na páry',
    text: 'S předplatným uvidíte kontakty u všech poptávek a můžete párům rovnou nabídnout své služby.',
  },
];

function StepList({ steps }: { steps: StepText[] }) {
  return (
    <ol className="how__steps">
      {steps.map((step, index) => (
        <li key={step.title} className="how__step">
          <span className="how__number" aria-hidden="true">
            {index + 1}
          </span>
          <div>
            <p className="how__step-title">{step.title}</p>
            <p className="how__step-text">{step.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}

/** How it works (#jak-to-funguje): the steps for couples and for providers. */
export function HowItWorks() {
  const goToAnchor = useAnchorNavigation();
  return (
    <section id="jak-to-funguje" className="home-section how" aria-labelledby="how-title">
      <div className="home-section__inner">
        <header className="home-section__head">
          <h2 id="how-title" className="home-section__title">
            Jak to funguje
          </h2>
          <p className="home-section__lead">Pár kroků, které vás dovedou ke svatbě bez starostí.</p>
        </header>
        <div className="how__columns">
          <div className="how__column">
            <h3 className="how__column-title">
              <HeartOutlined aria-hidden="true" /> Pro páry
            </h3>
            <StepList steps={coupleSteps} />
            <a
              href="#ai-form"
              className="how__cta"
              onClick={(event) => {
                event.preventDefault();
                goToAnchor('ai-form');
              }}
            >
              Zadat poptávku
            </a>
          </div>
          <div className="how__column">
            <h3 className="how__column-title">
              <ShopOutlined aria-hidden="true" /> Pro dodavatele
            </h3>
            <StepList steps={providerSteps} />
            <Link to={paths.providerRegistration} className="how__cta">
              Registrace dodavatele
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
