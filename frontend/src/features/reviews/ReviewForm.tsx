import { Alert, App, Button, Form, Input, Spin } from 'antd';
import { useEffect, useState } from 'react';
import {
  useReviewsBookingInvitationQuery,
  useReviewsCanReviewMutation,
  useReviewsCreateFromBookingMutation,
  useReviewsCreateMutation,
} from '../../api';
import type { ReviewVerificationKind } from '../../api';
import { errorMessage } from '../../shared/errors';
import { useSession } from '../../shared/useSession';
import { RatingInput } from './RatingInput';
import { REVIEW_TEXT_MAX, toCreateBookingReviewDto, toCreateReviewDto, validateBookingReview, validateReview } from './reviewForm';
import type { ReviewFormValues } from './reviewForm';

/** What the form says before sending: how the review will be verified and marked (issue 51). */
export const REVIEW_KIND_NOTES: Record<ReviewVerificationKind, { title: string; description: string; emailHint: string }> = {
  booking: {
    title: 'Recenze bude označena jako Ověřená spolupráce – přijali jste nabídku tohoto dodavatele.',
    description: 'Hodnotit můžete z e-mailu svého účtu (nemusí to být Gmail), nebo z účtu Gmail.',
    emailHint: 'E-mail vašeho účtu nebo účet Gmail. E-mail nebude zveřejněn.',
  },
  email: {
    title: 'Recenze bude označena jako Ověřený e-mail.',
    description: 'Recenzi ověříme přes Gmail: na zadanou adresu pošleme odkaz k potvrzení.',
    emailHint: 'Je vyžadován účet Gmail. E-mail nebude zveřejněn.',
  },
};

/** What the form says for a booking's review link (issue 44): the stronger mark, no e-mail asked. */
export const BOOKING_LINK_NOTE = {
  title: 'Recenze bude označena jako Ověřená rezervace – měli jste u tohoto dodavatele potvrzenou rezervaci.',
  description: 'Odkaz jsme poslali na e-mail z vaší rezervace, proto hodnocení zveřejníme hned, bez dalšího potvrzování.',
};
export const BOOKING_LINK_INVALID = 'Odkaz k hodnocení rezervace je neplatný nebo vypršel. Hodnocení můžete přidat běžným způsobem.';

const status = (error: unknown): unknown => (error as { status?: unknown } | undefined)?.status;

const CATEGORY_FIELDS: { name: keyof ReviewFormValues; label: string }[] = [
  { name: 'communicationRating', label: 'Komunikace' },
  { name: 'qualityRating', label: 'Kvalita' },
  { name: 'timingRating', label: 'Dochvilnost' },
  { name: 'valueRating', label: 'Poměr cena/výkon' },
];

export interface ReviewFormProps {
  providerId: number;
  /** Id of the form element (the toggle button controls it). */
  id: string;
  /** After a review was added: the section closes the form. */
  onDone: () => void;
  /** The token of a booking's review link (?rezervace=…): the review is published at once, marked "Ověřená rezervace". */
  bookingToken?: string;
}

/**
 * The review form: e-mail (a Gmail account, or for a signed-in couple that accepted this provider's
 * offer also its account's address; never shown), optional name, the overall rating
 * (required), four optional category ratings and a text. Before sending, the server is asked whether
 * this e-mail may review (spec: can-review answers the rules of the provider and of the address,
 * nothing stored about a mailbox); its reason, like a refusal of the review itself, is shown under
 * 'Nelze přidat hodnocení'. The review waits for its author to open the e-mailed link (a signed-in
 * author with that verified e-mail publishes at once). A published review reloads the stats and the
 * list through the 'Reviews' tag. Above the fields it says which verification applies: "Ověřená
 * spolupráce" for a signed-in couple whose request this provider's accepted offer booked (asked of
 * can-review on opening), else "Ověřený e-mail" through Gmail.
 */
export function ReviewForm({ providerId, id, onDone, bookingToken }: ReviewFormProps) {
  const { notification } = App.useApp();
  const [form] = Form.useForm<ReviewFormValues>();
  const [askCanReview] = useReviewsCanReviewMutation();
  const [createReview] = useReviewsCreateMutation();
  const [createBookingReview] = useReviewsCreateFromBookingMutation();
  // A booking's review link: asked once (not again after the review, which would answer 'already reviewed' meanwhile).
  const invitation = useReviewsBookingInvitationQuery({ token: bookingToken ?? '' }, { skip: !bookingToken, refetchOnMountOrArgChange: true });
  // The link's booking is this provider's (a link opened on another portfolio is the usual form).
  const booking = invitation.data && invitation.data.providerId === providerId ? invitation.data : null;
  const linkReviewed = status(invitation.error) === 409;
  const linkInvalid = Boolean(bookingToken) && !invitation.isFetching && !booking && !linkReviewed;
  const [problem, setProblem] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const { user } = useSession();
  const [kind, setKind] = useState<ReviewVerificationKind>('email');

  // A signed-in couple may have booked this provider: the server says which rule applies (visitors: the Gmail rule).
  useEffect(() => {
    if (!user?.emailVerified) {
      setKind('email');
      return undefined;
    }
    let current = true;
    askCanReview({ id: providerId, canReviewDto: {} })
      .unwrap()
      .then((answer) => {
        if (!current) return;
        const answered = answer.kind ?? 'email';
        setKind(answered);
        // The account's own address is the one that needs no link.
        if (answered === 'booking' && !form.getFieldValue('email')) form.setFieldsValue({ email: user.email });
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [askCanReview, providerId, user, form]);
  const note = REVIEW_KIND_NOTES[kind];

  // The couple's name as the booking has it, until they type another.
  useEffect(() => {
    if (booking && !form.getFieldValue('reviewerName')) form.setFieldsValue({ reviewerName: booking.coupleName });
  }, [booking, form]);

  /** A review through the booking's link: published at once, no e-mail. */
  const submitBookingReview = async (values: ReviewFormValues, token: string) => {
    const invalid = validateBookingReview(values);
    setProblem(invalid);
    if (invalid) return;
    setSubmitting(true);
    try {
      const result = await createBookingReview({ createBookingReviewDto: toCreateBookingReviewDto(values, token) }).unwrap();
      notification.success({ title: 'Hodnocení bylo úspěšně přidáno', description: result.message });
      form.resetFields();
      onDone();
    } catch (error) {
      // Reviewed already, or the link lapsed meanwhile: said at the form.
      if ([400, 404, 409].includes(status(error) as number)) {
        setRefusal(errorMessage(error, BOOKING_LINK_INVALID));
        return;
      }
      notification.error({ title: 'Chyba při odesílání', description: errorMessage(error, 'Nepodařilo se přidat hodnocení') });
    } finally {
      setSubmitting(false);
    }
  };

  const submit = async (values: ReviewFormValues) => {
    setRefusal(null);
    if (booking && bookingToken) return submitBookingReview(values, bookingToken);
    const invalid = validateReview(values);
    setProblem(invalid);
    if (invalid) return;
    setSubmitting(true);
    try {
      const review = toCreateReviewDto(values);
      // A failed question (network, server) is no refusal: the review's own call checks the same rules.
      const answer = await askCanReview({ id: providerId, canReviewDto: { email: review.email } })
        .unwrap()
        .catch((error: unknown) => {
          if ((error as { status?: unknown }).status === 400) throw error;
          return null;
        });
      if (answer && !answer.canReview) {
        setRefusal(answer.reason ?? 'Z tohoto e-mailu nyní nelze hodnocení přidat.');
        return;
      }
      const result = await createReview({ id: providerId, createReviewDto: review }).unwrap();
      notification.success({
        title: result.status === 'confirmed' ? 'Hodnocení bylo úspěšně přidáno' : 'Zkontrolujte svůj e-mail',
        description: result.message,
        duration: result.status === 'confirmed' ? undefined : 10,
      });
      form.resetFields();
      onDone();
    } catch (error) {
      // A rule of the address or the provider (not Gmail, a demo provider, an invalid address): shown at the form.
      if ((error as { status?: unknown }).status === 400) {
        setRefusal(errorMessage(error, 'Z tohoto e-mailu nyní nelze hodnocení přidat.'));
        return;
      }
      notification.error({
        title: 'Chyba při odesílání',
        description: errorMessage(error, 'Nepodařilo se přidat hodnocení'),
      });
    } finally {
      setSubmitting(false);
    }
  };

  if (bookingToken && invitation.isFetching) {
    return (
      <div id={id} aria-busy="true">
        <Spin />
        <span className="sr-only" role="status">
          Ověřujeme odkaz k hodnocení…
        </span>
      </div>
    );
  }
  if (linkReviewed) {
    return (
      <div id={id}>
        <Alert type="info" showIcon title={errorMessage(invitation.error, 'K této rezervaci už bylo hodnocení přidáno.')} role="status" />
      </div>
    );
  }

  return (
    <Form<ReviewFormValues>
      id={id}
      form={form}
      layout="vertical"
      className="review-form"
      aria-label="Přidat hodnocení"
      onFinish={submit}
      onValuesChange={(changed) => {
        if ('email' in changed) setRefusal(null);
        if (problem && !(booking ? validateBookingReview : validateReview)(form.getFieldsValue(true))) setProblem(null);
      }}
    >
      {linkInvalid && <Alert type="warning" showIcon title={BOOKING_LINK_INVALID} className="review-form__alert" role="alert" />}
      {booking ? (
        <Alert
          type="success"
          showIcon
          title={BOOKING_LINK_NOTE.title}
          description={BOOKING_LINK_NOTE.description}
          className="review-form__alert"
          data-testid="review-kind"
        />
      ) : (
        <Alert
          type={kind === 'booking' ? 'success' : 'info'}
          showIcon
          title={note.title}
          description={note.description}
          className="review-form__alert"
          data-testid="review-kind"
        />
      )}
      <div className="review-form__row">
        {!booking && (
          <Form.Item label="E-mail" name="email" required extra={note.emailHint}>
            <Input type="email" autoComplete="email" inputMode="email" placeholder="vase.jmeno@gmail.com" />
          </Form.Item>
        )}
        <Form.Item label="Jméno (nepovinné)" name="reviewerName">
          <Input autoComplete="name" maxLength={100} placeholder="Jak vás máme podepsat" />
        </Form.Item>
      </div>

      <Form.Item label="Celkové hodnocení" name="overallRating" required>
        <RatingInput label="Celkové hodnocení" />
      </Form.Item>

      <fieldset className="review-form__categories">
        <legend>Hodnocení podle oblastí (nepovinné)</legend>
        {CATEGORY_FIELDS.map((field) => (
          <Form.Item key={field.name} label={field.label} name={field.name} className="review-form__category">
            <RatingInput label={field.label} />
          </Form.Item>
        ))}
      </fieldset>

      <Form.Item label="Text hodnocení" name="reviewText">
        <Input.TextArea
          rows={4}
          maxLength={REVIEW_TEXT_MAX}
          showCount
          placeholder="Jak jste byli s dodavatelem spokojeni?"
        />
      </Form.Item>

      {problem && (
        <Alert type="error" showIcon title={problem} className="review-form__alert" role="alert" />
      )}
      {refusal && (
        <Alert
          type="warning"
          showIcon
          title="Nelze přidat hodnocení"
          description={refusal}
          className="review-form__alert"
          role="alert"
        />
      )}

      <Button type="primary" htmlType="submit" loading={submitting}>
        Odeslat hodnocení
      </Button>
    </Form>
  );
}

/** The lazy import's module default (ReviewsSection loads the form with antd on demand). */
export default ReviewForm;
