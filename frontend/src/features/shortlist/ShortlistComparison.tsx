import type { ShortlistEntryDto } from '../../api';
import { availabilityKey, comparisonRows } from './shortlistModel';

/**
 * The picked providers side by side (2–4): one column each, one row per property (price, rating, reviews from
 * bookings, response time, availability on the couple's date, areas). A plain table that scrolls sideways on a
 * phone, its first column kept in view.
 */
export function ShortlistComparison({ entries, onClose }: { entries: ShortlistEntryDto[]; onClose: () => void }) {
  const rows = comparisonRows(entries);
  return (
    <section className="shortlist-compare" aria-labelledby="shortlist-compare-title">
      <div className="shortlist-compare__head">
        <h2 id="shortlist-compare-title" className="shortlist-compare__title">
          Porovnání
        </h2>
        <button type="button" className="shortlist-compare__close plain-link" onClick={onClose}>
          Zavřít porovnání
        </button>
      </div>
      <div className="shortlist-compare__scroll" tabIndex={0} role="region" aria-label="Porovnání dodavatelů (posunutím zobrazíte další)">
        <table className="shortlist-compare__table">
          <thead>
            <tr>
              <td />
              {entries.map((entry) => (
                <th key={entry.providerId} scope="col">
                  {entry.provider.companyName}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                <th scope="row">{row.label}</th>
                {row.values.map((value, index) => (
                  <td
                    key={entries[index].providerId}
                    className={
                      row.key === 'availability'
                        ? `shortlist-availability shortlist-availability--${availabilityKey(entries[index].provider.availableOnDate)}`
                        : undefined
                    }
                  >
                    {value}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
