import { describe, expect, it, vi } from 'vitest';
import { closeModal, openModal } from './modal-stack';

describe('modal stack', () => {
  it('closes the open modal before opening another (SPEC 2.6)', () => {
    const first = vi.fn();
    const second = vi.fn();
    openModal({ id: 'a', title: 'A', content: null, onClose: first });
    openModal({ id: 'b', title: 'B', content: null, onClose: second });
    expect(first).toHaveBeenCalledOnce();
    expect(second).not.toHaveBeenCalled();
    closeModal('a');
    expect(second).not.toHaveBeenCalled();
    closeModal();
    expect(second).toHaveBeenCalledOnce();
  });

  it('does not close a modal that is opened again', () => {
    const onClose = vi.fn();
    openModal({ id: 'a', title: 'A', content: null, onClose });
    openModal({ id: 'a', title: 'A again', content: null, onClose });
    expect(onClose).not.toHaveBeenCalled();
    closeModal('a');
    expect(onClose).toHaveBeenCalledOnce();
  });
});
