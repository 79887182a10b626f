import { lazy } from 'react';
import type { ServiceRequestDto } from '../../../api';
import { AntdBoundary } from '../../../shared/antd/AntdBoundary';
import { Spinner } from '../../../shared/Spinner';
import type { CategoryLookup } from './RequestCard';
import { useOpenedOnce } from '../../../shared/useOpenedOnce';
import { usePaintedSince } from '../../../shared/usePaintedSince';
import './requestDetailDialog.css';

export interface RequestDetailDialogProps {
  open: boolean;
  onClose: () => void;
  /** The request to show; while it loads (loading) a skeleton is shown. */
  request?: ServiceRequestDto | null;
  loading?: boolean;
  /** Category names and icons; read from the category list when omitted. */
  categories?: CategoryLookup;
  /** Overrides the visitor's login link of the contact block. */
  loginPath?: string;
  /** Called when the closing animation has finished. */
  afterClose?: () => void;
}

// antd's Modal with the contact block and the offers: its own chunk, with antd, fetched when a request is opened.
const loadModal = () => import('./RequestDetailModal');
const RequestDetailModal = lazy(loadModal);

/** Starts fetching the dialog's code (e.g. when a card is pointed at), so that it opens at once. */
export function preloadRequestDetail(): void {
  void loadModal();
}

/** Until the dialog's code is there: antd's mask with its spinner (the page behind cannot be used meanwhile). */
function DialogLoading() {
  return (
    <div className="request-dialog-loading">
      <p className="sr-only" role="status">
        Načítání poptávky…
      </p>
      <Spinner />
    </div>
  );
}

/**
 * A request's detail (antd Modal: focus trapped, Esc closes, focus returns to the opener): see RequestDetailModal.
 * Nothing renders (no antd) until it first opens, a click or a ?requestId= link; then it stays for the closing
 * animation and the next request. Its first opening paints the loading mask first and renders the modal (antd's
 * provider and styles, the contact block) after that frame, not inside the click.
 */
export function RequestDetailDialog(props: RequestDetailDialogProps) {
  const opened = useOpenedOnce(props.open);
  const painted = usePaintedSince(opened);
  if (!opened) return null;
  if (!painted) return props.open ? <DialogLoading /> : null;
  return (
    <AntdBoundary fallback={props.open ? <DialogLoading /> : null}>
      <RequestDetailModal {...props} />
    </AntdBoundary>
  );
}
