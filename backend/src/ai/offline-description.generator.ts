import { DescriptionGenerator, DescriptionInput } from './description-generator';
import { joinCzech, readBudget, readWeddingDate, uniqueNames } from './description-text';

/**
 * Offline mode of the AI helper (no OPENAI_API_KEY): a Czech draft put together from the form,
 * in the couple's voice. Deterministic: the same form always gives the same text.
 */
export class OfflineDescriptionGenerator implements DescriptionGenerator {
  readonly source = 'offline' as const;

  generate(input: DescriptionInput): Promise<string> {
    return Promise.resolve(draftDescription(input));
  }
}

/**
 * The offline draft: 3 to 5 sentences (date, place, services, budget, closing). It never names the
 * couple: the draft becomes the public description, the names are a contact field.
 */
export function draftDescription(input: DescriptionInput): string {
  const sentences: string[] = [];

  const date = readWeddingDate(input.weddingDate);
  switch (date.kind) {
    case 'date':
      sentences.push(`Svatbu plánujeme na ${date.long}.`);
      break;
    case 'undecided':
      sentences.push('Připravujeme svatbu, přesné datum ale zatím nemáme vybrané.');
      break;
    case 'text':
      sentences.push(`Svatbu plánujeme v termínu „${date.text}“.`);
      break;
    default:
      sentences.push('Připravujeme svatbu.');
  }

  const location = input.location?.trim();
  if (location) sentences.push(`Svatba se uskuteční v lokalitě ${location}.`);

  const services = uniqueNames(input.serviceNames.map((name) => name.trim()));
  if (services.length === 1) sentences.push(`Hledáme tuto službu: ${services[0]}.`);
  else if (services.length > 1) sentences.push(`Hledáme tyto služby: ${joinCzech(services)}.`);

  const budget = readBudget(input.budget);
  if (budget.kind === 'amount') sentences.push(`Počítáme s rozpočtem ${budget.text}.`);
  else if (budget.kind === 'undecided') sentences.push('Rozpočet zatím upřesňujeme a rádi se domluvíme individuálně.');

  sentences.push(
    'Budeme rádi za nabídky profesionálů, kteří nám pomohou připravit krásný a nezapomenutelný den, a těšíme se na vaše odpovědi.',
  );
  return sentences.map(withFinalStop).join(' ');
}

/** A value ending in its own full stop ('… Kč.') must not get a second one. */
function withFinalStop(sentence: string): string {
  return sentence.replace(/([.!?…])\.$/u, '$1');
}
