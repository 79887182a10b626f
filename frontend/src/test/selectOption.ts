import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** Opens the antd Select labelled `label` and picks the option `option` from its own dropdown. */
export async function chooseOption(user: UserEvent, label: string, option: string) {
  const combobox = screen.getByLabelText(label);
  await user.click(combobox);
  const item = await waitFor(() => {
    const listId = combobox.getAttribute('aria-controls');
    const popup = listId ? document.getElementById(listId)?.closest('.ant-select-dropdown') : null;
    const found = popup?.querySelector<HTMLElement>(`.ant-select-item-option[title="${option}"]`);
    if (!found) throw new Error(`option ${option} not shown`);
    return found;
  });
  await user.click(item);
}
