import type { MentorySlot } from '@campus/contract/mentoring';
import { describe, expect, it } from 'vitest';
import { render, textOf, unmountRendered } from '../../../../test/support/render.tsx';
import { SlotCard } from './slot-card.tsx';

const base: MentorySlot = {
  id: 5,
  course_id: 2,
  title: 'Sesión en vivo 1',
  starts_at: '2026-12-01T00:00:00.000Z',
  ends_at: '2026-12-01T01:30:00.000Z',
  duration_minutes: 90,
  capacity: 40,
  booked: 0,
  available: 40,
  booked_by_me: false,
  can_cancel: false,
  cancel_until: '2026-11-30T00:00:00.000Z',
  room_url: null,
};

async function renderSlot(
  slot: Partial<MentorySlot>,
  timeZone = 'America/Guayaquil',
  busy: 'book' | 'cancel' | null = null,
) {
  const view = await render(
    <SlotCard
      slot={{ ...base, ...slot }}
      timeZone={timeZone}
      busy={busy}
      locked={busy !== null}
      onBook={() => {}}
      onCancel={() => {}}
    />,
  );
  const buttons = [...view.container.querySelectorAll('button')];
  return { text: textOf(view.container), buttons };
}

describe('SlotCard', () => {
  it('shows the time in the chosen zone (00:00 UTC is 19:00 in Ecuador, 18:00 in Mexico) and the free places', async () => {
    expect((await renderSlot({})).text).toContain('19:00 – 20:30');
    await unmountRendered();
    const mexico = await renderSlot({}, 'America/Mexico_City');
    expect(mexico.text).toContain('18:00 – 19:30');
    expect(mexico.text).toContain('40 de 40 cupos libres');
    expect(mexico.buttons.map((b) => b.textContent)).toEqual(['Reservar']);
    expect(mexico.buttons[0]!.disabled).toBe(false);
  });

  it('a full session cannot be booked', async () => {
    const { text, buttons } = await renderSlot({ booked: 40, available: 0 });
    expect(text).toContain('Completo (40 cupos)');
    expect(buttons[0]!.textContent).toBe('Completo');
    expect(buttons[0]!.disabled).toBe(true);
  });

  it('a booked session offers the room and cancelling until the cut-off, and says when it closed', async () => {
    const open = await renderSlot({
      booked_by_me: true,
      can_cancel: true,
      room_url: 'https://sala.example/x',
    });
    expect(open.text).toContain('Reservado');
    expect(open.text).toContain('Entrar a la sala');
    expect(open.text).toContain('Puede cancelar hasta el');
    expect(open.buttons.map((b) => b.textContent)).toEqual(['Cancelar reserva']);
    await unmountRendered();
    const closed = await renderSlot({ booked_by_me: true, can_cancel: false });
    expect(closed.text).toContain('Ya no se puede cancelar');
    expect(closed.buttons).toHaveLength(0);
  });

  it('shows the pending state while booking', async () => {
    const { buttons } = await renderSlot({}, 'America/Guayaquil', 'book');
    expect(buttons[0]!.textContent).toBe('Reservando…');
    expect(buttons[0]!.disabled).toBe(true);
  });
});
