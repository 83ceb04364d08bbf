import { describe, expect, it } from 'vitest';
import { eventually, recordGraphQL, screenshot, usePage } from './support/browser.js';
import { useProductServer } from './support/server.js';

/**
 * The e-commerce app in real Chromium: shop list state in the URL, and the normalized cache
 * carrying wishlist/cart flags to every view without refetching lists. One signed-in page is
 * reused; in-app navigation (links, history) keeps the Apollo cache, `goto` starts a fresh one.
 */
const baseUrl = await useProductServer();
const SHOP = `${baseUrl}/apps/ecommerce/shop`;
const { page } = usePage({ signInAs: { baseUrl, role: 'admin' } });

const cards = () => page.locator('[data-testid=product-card]');
const prices = () => cards().evaluateAll((nodes) => nodes.map((n) => Number(n.getAttribute('data-price'))));
const query = () => new URL(page.url()).searchParams;

/** The navbar badge; it is not rendered at 0. */
async function navbarCount(): Promise<number> {
  const badge = page.locator('[data-testid=cart-count]');
  return (await badge.count()) === 0 ? 0 : Number(await badge.textContent());
}

async function openShop(path = ''): Promise<void> {
  await page.goto(`${SHOP}${path}`);
  await cards().first().waitFor();
}

describe('shop', () => {
  it('pages 9 products at a time in a grid or a list, with the state in the URL', async () => {
    await openShop();
    expect(await cards().count()).toBe(9);
    expect(await page.locator('[data-testid=shop-count]').textContent()).toContain('27');
    expect(await page.locator('[data-testid=product-list]').getAttribute('data-view')).toBe('grid');
    expect(await cards().first().locator('.rating').count()).toBe(1);
    expect(await page.locator('.product-card .free-shipping').count()).toBeGreaterThan(0);
    await screenshot(page, 'ecommerce-shop-grid');

    await page.locator('[data-testid=view-list]').click();
    await page.locator('[data-testid=product-list][data-view=list]').waitFor();
    expect(query().get('view')).toBe('list');
    expect(await page.locator('.product-card--list').count()).toBe(9);
    await screenshot(page, 'ecommerce-shop-list');

    await page.locator('[data-testid=pager] button[aria-label="Страница 3"]').click();
    await eventually(() => query().get('page')).toBe('3');
    await eventually(() => page.locator('[data-testid=shop-count]').textContent()).toContain('19–27');
    expect(await cards().count()).toBe(9);
    expect(await page.locator('[data-testid=pager] [aria-current=page]').textContent()).toBe('3');

    // Reload: the view and the page come back from the URL.
    await page.reload();
    await page.locator('[data-testid=product-list][data-view=list]').waitFor();
    expect(await page.locator('[data-testid=shop-count]').textContent()).toContain('19–27');
    await page.locator('[data-testid=view-grid]').click();
    await page.locator('[data-testid=product-list][data-view=grid]').waitFor();
    expect(query().get('view')).toBeNull();
  });

  it('sorts by price both ways on the server (across pages)', async () => {
    await openShop();
    await page.locator('[data-testid=shop-sort]').selectOption('price-asc');
    await eventually(() => query().get('sort')).toBe('price-asc');
    await eventually(async () => (await prices())[0]).toBe(2990);
    const cheapest = await prices();
    expect(cheapest).toEqual([...cheapest].sort((a, b) => a - b));

    await page.locator('[data-testid=shop-sort]').selectOption('price-desc');
    await eventually(async () => (await prices())[0]).toBe(89990);
    const dearest = await prices();
    expect(dearest).toEqual([...dearest].sort((a, b) => b - a));
    // The next page continues below the last price of this one.
    await page.locator('[data-testid=pager] button[aria-label="Следующая страница"]').click();
    await eventually(() => query().get('page')).toBe('2');
    await eventually(async () => (await prices())[0] <= dearest[dearest.length - 1]).toBe(true);
  });

  it('searches by name, resets paging, survives a reload and says when nothing matches', async () => {
    await openShop('?page=2');
    await page.locator('[data-testid=shop-search]').fill('смартфон');
    await eventually(() => query().get('q')).toBe('смартфон');
    expect(query().get('page')).toBeNull();
    await eventually(() => cards().count()).toBe(3);
    const names = await page.locator('.product-card__name').allTextContents();
    expect(names.every((n) => n.toLowerCase().includes('смартфон'))).toBe(true);
    expect(await page.locator('[data-testid=pager]').count()).toBe(0);

    await page.reload();
    await eventually(() => cards().count()).toBe(3);
    expect(await page.locator('[data-testid=shop-search]').inputValue()).toBe('смартфон');

    await page.locator('[data-testid=shop-search]').fill('такого-товара-нет');
    await page.locator('.shop .bp6-non-ideal-state').waitFor();
    expect(await cards().count()).toBe(0);
  });
});

describe('wishlist through the normalized cache', () => {
  it('a heart toggled on a shop card shows on the product page and in the wishlist without refetching any list', async () => {
    await page.goto(`${baseUrl}/apps/ecommerce/wishlist`);
    const countTag = page.locator('[data-testid=wishlist-count]');
    await countTag.waitFor();
    const before = Number(await countTag.getAttribute('data-count'));
    expect(await page.locator('[data-testid=wishlist-card]').count()).toBe(before);

    await page.locator('[data-testid=to-shop]').click();
    await cards().first().waitFor();
    const card = page.locator('[data-testid=product-card]:has([data-testid=wishlist-toggle][aria-pressed=false])').first();
    const id = await card.getAttribute('data-product-id');
    const target = page.locator(`[data-testid=product-card][data-product-id="${id}"]`);

    // Visit the product page once so both pages are in the cache, then come back.
    await target.locator('.product-card__name a').click();
    const detail = page.locator(`[data-testid=product-detail-page][data-product-id="${id}"]`);
    await detail.waitFor();
    await page.locator('[data-testid=related-products] .related__item').first().waitFor();
    expect(await detail.locator('[data-testid=wishlist-toggle]').getAttribute('aria-pressed')).toBe('false');
    await page.goBack();
    await target.waitFor();

    const graphql = recordGraphQL(page);
    await target.locator('[data-testid=wishlist-toggle]').click();
    expect(await target.locator('[data-testid=wishlist-toggle]').getAttribute('aria-pressed')).toBe('true');

    await target.locator('.product-card__name a').click();
    await detail.waitFor();
    expect(await detail.locator('[data-testid=wishlist-toggle]').getAttribute('aria-pressed')).toBe('true');
    await screenshot(page, 'ecommerce-product-detail');

    await page.goBack();
    await page.locator('[data-testid=to-wishlist]').click();
    await eventually(() => countTag.getAttribute('data-count')).toBe(String(before + 1));
    expect(await page.locator(`[data-testid=wishlist-card][data-product-id="${id}"]`).count()).toBe(1);
    await screenshot(page, 'ecommerce-wishlist');

    expect(graphql.operations).toEqual(['AddToWishlist']);

    // Removing on the wishlist page: the card leaves and the shop heart is off again, still no list request.
    graphql.clear();
    await page.locator(`[data-testid=wishlist-card][data-product-id="${id}"] [data-testid=wishlist-remove]`).click();
    await eventually(() => countTag.getAttribute('data-count')).toBe(String(before));
    await page.locator('[data-testid=to-shop]').click();
    await target.waitFor();
    expect(await target.locator('[data-testid=wishlist-toggle]').getAttribute('aria-pressed')).toBe('false');
    expect(graphql.operations).toEqual(['RemoveFromWishlist']);
  });

  it('shows a designed state for an unknown product', async () => {
    await page.goto(`${baseUrl}/apps/ecommerce/product-detail/no-such-product`);
    await page.locator('[data-testid=product-detail-page] .bp6-non-ideal-state').waitFor();
    expect(await page.locator('[data-testid=product-detail-page]').textContent()).toContain('Товар не найден');
  });
});

describe('cart and checkout', () => {
  it('adding to the cart bumps the navbar counter at once and turns the button into "view in cart"', async () => {
    await openShop();
    await page.locator('[data-testid=cart-count]').waitFor();
    const before = await navbarCount();
    const card = page.locator('[data-testid=product-card]:has([data-testid=cart-toggle][data-in-cart=false])').first();
    const id = await card.getAttribute('data-product-id');
    const target = page.locator(`[data-testid=product-card][data-product-id="${id}"]`);
    const graphql = recordGraphQL(page);

    await target.locator('[data-testid=cart-toggle]').click();
    await eventually(navbarCount).toBe(before + 1);
    expect(await target.locator('[data-testid=cart-toggle]').getAttribute('data-in-cart')).toBe('true');
    expect(graphql.operations).toEqual(['AddToCart']);

    await target.locator('[data-testid=cart-toggle]').click();
    await page.waitForURL(`${baseUrl}/apps/ecommerce/checkout`);
    await page.locator('[data-testid=cart-line]').first().waitFor();
    expect(await page.locator('[data-testid=cart-line]').count()).toBe(before + 1);
    expect(await page.locator(`[data-testid=cart-line][data-product-id="${id}"]`).count()).toBe(1);
  });

  it('the stepper changes the quantity and the totals; removing a line lowers the counter', async () => {
    const line = page.locator('[data-testid=cart-line]').first();
    const bagTotal = () => page.locator('[data-testid=bag-total]').textContent();
    const totalBefore = await bagTotal();
    expect(await line.locator('[data-testid=qty-value]').textContent()).toBe('1');
    expect(await line.locator('[data-testid=qty-decrease]').isDisabled()).toBe(true);
    const graphql = recordGraphQL(page);

    await line.locator('[data-testid=qty-increase]').click();
    await eventually(() => line.locator('[data-testid=qty-value]').textContent()).toBe('2');
    await eventually(bagTotal).not.toBe(totalBefore);
    await line.locator('[data-testid=qty-increase]').click();
    await eventually(() => line.locator('[data-testid=qty-value]').textContent()).toBe('3');
    await line.locator('[data-testid=qty-decrease]').click();
    await eventually(() => line.locator('[data-testid=qty-value]').textContent()).toBe('2');
    await eventually(() => graphql.operations.filter((op) => op === 'UpdateCartItemQuantity').length).toBe(3);

    const count = await navbarCount();
    const lines = await page.locator('[data-testid=cart-line]').count();
    await page.locator('[data-testid=cart-line]').last().locator('[data-testid=cart-remove]').click();
    await eventually(navbarCount).toBe(count - 1);
    expect(await page.locator('[data-testid=cart-line]').count()).toBe(lines - 1);
    expect(graphql.operations).not.toContain('Cart');
    await page.evaluate(() => window.scrollTo({ top: 0 }));
    await screenshot(page, 'ecommerce-checkout-cart');
  });

  it('walks the wizard: address validation, card validation, confirmation with an emptied cart', async () => {
    const orderTotal = await page.locator('[data-testid=order-total]').textContent();
    await page.locator('[data-testid=checkout-next]').click();
    await page.locator('[data-testid=address-step]').waitFor();

    await page.locator('[data-testid=checkout-next]').click();
    expect(await page.locator('[data-testid=address-step] [aria-invalid=true]').count()).toBe(6);
    await screenshot(page, 'ecommerce-checkout-address-errors');
    await page.locator('#address-fullName').fill('Анна Смирнова');
    await page.locator('#address-phone').fill('+7 900 123-45-67');
    await page.locator('#address-street').fill('ул. Лесная, д. 12');
    await page.locator('#address-flat').fill('кв. 45');
    await page.locator('#address-city').fill('Казань');
    await page.locator('#address-postcode').fill('42000');
    expect(await page.locator('[data-testid=address-step] [aria-invalid=true]').count()).toBe(0);
    await page.locator('#address-postcode').fill('420000');
    await screenshot(page, 'ecommerce-checkout-address');
    await page.locator('[data-testid=checkout-next]').click();
    await page.locator('[data-testid=payment-step]').waitFor();

    await page.locator('#card-number').fill('4111 1111 1111 1112');
    await page.locator('[data-testid=checkout-next]').click();
    expect(await page.locator('#card-number').getAttribute('aria-invalid')).toBe('true');
    await page.locator('#card-number').fill('4111111111111111');
    expect(await page.locator('#card-number').inputValue()).toBe('4111 1111 1111 1111');
    await page.locator('#card-holder').fill('anna smirnova');
    await page.locator('#card-expiry').fill(`12${String(new Date().getFullYear() + 3).slice(2)}`);
    await page.locator('#card-cvv').fill('123');
    expect(await page.locator('[data-testid=payment-step] [aria-invalid=true]').count()).toBe(0);
    await screenshot(page, 'ecommerce-checkout-payment');

    await page.locator('[data-testid=checkout-next]').click();
    await page.locator('[data-testid=confirmation-step]').waitFor();
    expect(await page.locator('[data-testid=confirmation-total]').textContent()).toBe(orderTotal);
    expect(await page.locator('[data-testid=confirmation-step]').textContent()).toContain('•••• 1111');
    await eventually(navbarCount).toBe(0);
    await screenshot(page, 'ecommerce-checkout-confirmation');

    // The cart really is empty on the server: a fresh load shows the empty state.
    await page.goto(`${baseUrl}/apps/ecommerce/checkout`);
    await page.locator('[data-testid=checkout-page] .bp6-non-ideal-state').waitFor();
  });
});
