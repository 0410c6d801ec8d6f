'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { type Forfeit, forfeitOfAnswer } from '@/lib/bonus/forfeit';

/**
 * The withdrawal's confirmation that it forfeits the active bonus: the forfeit to warn of (as the platform named
 * it when it refused, else as the wallet says), whether the player ticked the box, and the checks around the call.
 * Only a ticked box sends forfeit_bonus.
 */
export function useForfeitConfirm(walletForfeit: Forfeit | null) {
  const [refused, setRefused] = useState<Forfeit | null>(null);
  const [confirmed, setConfirmed] = useState(false);
  const [missing, setMissing] = useState(false);
  // Bumped to move the keyboard to the box once it is on the page (a refusal may be what puts it there).
  const [focusAsked, setFocusAsked] = useState(0);
  const boxRef = useRef<HTMLInputElement>(null);
  const forfeit = refused ?? walletForfeit;

  useEffect(() => {
    if (focusAsked > 0) boxRef.current?.focus();
  }, [focusAsked]);

  const confirm = useCallback((checked: boolean) => {
    setConfirmed(checked);
    if (checked) setMissing(false);
  }, []);

  /**
   * Before the call: false, with the box's error shown, while a forfeit waits to be confirmed. `focus` moves the
   * keyboard to the box; the form's own field errors, when there are some, take it instead.
   */
  const ready = (focus = true): boolean => {
    if (!forfeit || confirmed) return true;
    setMissing(true);
    if (focus) setFocusAsked((n) => n + 1);
    return false;
  };

  /** The request's own field: only when the player ticked the box. */
  const field = (): { forfeit_bonus?: true } => (forfeit && confirmed ? { forfeit_bonus: true } : {});

  /** After the call: true when the platform refused for a forfeit not confirmed; its words replace the wallet's. */
  const refusedBy = (answer: { message?: unknown; params?: unknown }): boolean => {
    const named = forfeitOfAnswer(answer);
    if (!named) return false;
    setRefused(named);
    setConfirmed(false);
    // The box's description reads the warning out as the keyboard lands on it.
    setFocusAsked((n) => n + 1);
    return true;
  };

  /** After a withdrawal went through: the bonus is gone, and the next warning (if any) comes from the wallet. */
  const reset = useCallback(() => {
    setRefused(null);
    setConfirmed(false);
    setMissing(false);
  }, []);

  return { forfeit, confirmed, missing, boxRef, confirm, ready, field, refusedBy, reset };
}
