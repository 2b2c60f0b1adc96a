import { expect, test } from '../support/fixtures';

test.use({ reducedMotion: 'reduce' });

test('with reduced motion a toast stays as long as without it, only without animation', async ({
  page,
}) => {
  // An anonymous visit to a guarded page answers with a toast and the sign-in page.
  await page.goto('/orders');
  const toast = page.getByRole('alert').filter({ hasText: 'Debe iniciar sesión' });
  await expect(toast).toBeVisible();

  // The toast closes when its countdown animation ends: that animation must keep the toast's
  // full time (react-toastify's 5 s) instead of the 0.01 ms every other animation gets.
  const countdown = toast.locator('.Toastify__progress-bar');
  await expect(countdown).toHaveCSS('animation-duration', '5s');
  // …and it is not drawn, so nothing moves on screen.
  await expect(countdown).toHaveCSS('opacity', '0');
  // Seen from outside: well past the 0.4 s the toast used to last, it is still there.
  await page.waitForTimeout(1_500);
  await expect(toast).toBeVisible();

  // Decorative motion is still cut short (a modal's fade, a drawer's slide), the countdown is not.
  const decorative = await page.evaluate(() => {
    const probe = document.createElement('div');
    probe.style.animation = 'fade-in 2s ease-out';
    document.body.append(probe);
    const duration = getComputedStyle(probe).animationDuration;
    probe.remove();
    return duration;
  });
  expect(parseFloat(decorative)).toBeLessThan(0.01);
});
