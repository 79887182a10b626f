import { DescriptionGenerator, DescriptionInput } from './description-generator';
import { inSentence, joinCzech, readBudget, readPlace, readWeddingDate, uniqueNames } from './description-text';

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
 * The offline draft: 3 to 5 sentences (date, place, services, budget, closing) in natural Czech: the
 * place in the locative ('v Brně'), the services in the accusative ('Hledáme fotografa'), a budget
 * label in lower case inside its sentence. It never names the couple: the draft becomes the public
 * description, the names are a contact field.
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

  const place = readPlace(input.location, input.locationLocative);
  if (place.kind === 'known') sentences.push(`Svatba se uskuteční ${place.locative}.`);
  else if (place.kind === 'undecided') sentences.push('Místo svatby zatím vybíráme.');
  else if (place.kind === 'text') sentences.push(`Svatba se uskuteční v lokalitě ${place.text}.`);

  // 'Hledáme fotografa, catering a DJe': the accusative of each service, one of each. Without the
  // accusatives (names only) the names are listed after a colon, which needs no declension.
  if (input.servicesSought) {
    const sought = uniqueNames(input.servicesSought.map((name) => name.trim()));
    if (sought.length > 0) sentences.push(`Hledáme ${joinCzech(sought)}.`);
  } else {
    const services = uniqueNames(input.serviceNames.map((name) => name.trim()));
    if (services.length === 1) sentences.push(`Hledáme tuto službu: ${services[0]}.`);
    else if (services.length > 1) sentences.push(`Hledáme tyto služby: ${joinCzech(services)}.`);
  }

  const budget = readBudget(input.budget);
  if (budget.kind === 'amount') sentences.push(`Počítáme s rozpočtem ${inSentence(budget.text)}.`);
  else if (budget.kind === 'undecided') sentences.push('Rozpočet zatím upřesňujeme a rádi se domluvíme individuálně.');

  // The answers of step 2 in one sentence: 'Doplňujeme podrobnosti – délka focení: 8 h; druhý fotograf: ano.'
  const details = (input.details ?? []).map(({ label, value }) => `${inSentence(label)}: ${valueInSentence(value)}`);
  if (details.length > 0) sentences.push(`Doplňujeme podrobnosti – ${details.join('; ')}.`);

  sentences.push(
    'Budeme rádi za nabídky profesionálů, kteří nám pomohou připravit krásný a nezapomenutelný den, a těšíme se na vaše odpovědi.',
  );
  return sentences.map(withFinalStop).join(' ');
}

/** An answer inside a sentence: each listed label in lower case ('Kytice nevěsty, Korsáže' → 'kytice nevěsty, korsáže'). */
function valueInSentence(value: string): string {
  return value.split(', ').map(inSentence).join(', ');
}

/** A value ending in its own full stop ('… Kč.') must not get a second one. */
function withFinalStop(sentence: string): string {
  return sentence.replace(/([.!?…])\.$/u, '$1');
}
