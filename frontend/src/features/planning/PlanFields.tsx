import { Form, Input, InputNumber, Select } from 'antd';
import type { FormInstance } from 'antd';
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import { useMemo } from 'react';
import { useCatalogLocationsQuery } from '../../api';
import type { CreatePlanDto, LocationDto } from '../../api';
import { foldText } from '../../shared/format';
import { WeddingDateFields } from '../../shared/WeddingDateFields';

/** Limits of the plan's numbers (the API's CreatePlanDto). */
export const GUESTS_MAX = 2000;
export const BUDGET_MAX = 100_000_000;

/** The form of the wedding's facts: the create card's and the edit dialog's. */
export interface PlanFormValues {
  coupleNames: string;
  weddingDate: Dayjs | null;
  noDateSelected: boolean;
  locationId?: string;
  expectedGuests: number | null;
  totalBudget: number | null;
}

/** The form's first values from a plan or its prefill (a date in the past stays as it is). */
export function planFormValues(source: {
  coupleNames: string | null;
  weddingDate: string | null;
  locationId: string | null;
  expectedGuests?: number | null;
  totalBudget?: number | null;
}): PlanFormValues {
  return {
    coupleNames: source.coupleNames ?? '',
    weddingDate: source.weddingDate ? dayjs(source.weddingDate) : null,
    noDateSelected: !source.weddingDate,
    locationId: source.locationId ?? undefined,
    expectedGuests: source.expectedGuests ?? null,
    totalBudget: source.totalBudget ?? null,
  };
}

/** The API body: every field sent, null clearing (an empty name, no date, no place). */
export function planPayload(values: PlanFormValues): CreatePlanDto {
  const names = values.coupleNames.trim();
  return {
    coupleNames: names || null,
    weddingDate: values.weddingDate && !values.noDateSelected ? values.weddingDate.format('YYYY-MM-DD') : null,
    locationId: values.locationId ?? null,
    expectedGuests: values.expectedGuests ?? null,
    totalBudget: values.totalBudget ?? null,
  };
}

const TYPE_ORDER: LocationDto['type'][] = ['country', 'city', 'region'];

const filterByLabel = (input: string, option?: { label?: unknown }) =>
  foldText(String(option?.label ?? '')).includes(foldText(input.trim()));

/** Names, date (or not yet), place, guests and budget. Inside a Form of PlanFormValues. */
export function PlanFields({ form }: { form: FormInstance<PlanFormValues> }) {
  const locations = useCatalogLocationsQuery();
  const options = useMemo(
    () =>
      [...(locations.data ?? [])]
        .sort((a, b) => TYPE_ORDER.indexOf(a.type) - TYPE_ORDER.indexOf(b.type))
        .map((location) => ({ value: location.id, label: location.name })),
    [locations.data],
  );
  return (
    <>
      <Form.Item name="coupleNames" label="Jména páru" rules={[{ max: 120, message: 'Jména mohou mít nejvýše 120 znaků' }]}>
        <Input placeholder="např. Jana a Petr" maxLength={120} autoComplete="off" />
      </Form.Item>
      <WeddingDateFields form={form} />
      <Form.Item name="locationId" label="Místo svatby">
        <Select
          options={options}
          loading={locations.isLoading}
          showSearch
          filterOption={filterByLabel}
          allowClear
          placeholder="Zvolte nebo vyhledejte místo"
        />
      </Form.Item>
      <div className="plan-form__pair">
        <Form.Item name="expectedGuests" label="Počet hostů">
          <InputNumber min={0} max={GUESTS_MAX} precision={0} placeholder="např. 60" className="plan-form__number" />
        </Form.Item>
        <Form.Item name="totalBudget" label="Celkový rozpočet">
          <InputNumber
            min={0}
            max={BUDGET_MAX}
            precision={0}
            step={10_000}
            suffix="Kč"
            placeholder="např. 280 000"
            className="plan-form__number"
          />
        </Form.Item>
      </div>
    </>
  );
}
