/** Demo Bistro's menu: departments → categories → items with their prices. */
export interface DemoCategory {
  name: string;
  color: string;
  visible?: boolean;
  /** Each item's prices by the size's description, in the order the item lists them. */
  items: [name: string, prices: Record<string, number>, description?: string][];
}

export const DEMO_TAXES = [
  { name: 'State sales tax', rate: 6.25, is_default: true },
  { name: 'Alcohol tax', rate: 10 },
  { name: 'Tax exempt', rate: 0 },
];

export const DEMO_MENU: Record<string, { description: string; categories: DemoCategory[] }> = {
  Kitchen: {
    description: 'Hot and cold line',
    categories: [
      {
        name: 'Starters',
        color: '#e65100',
        items: [
          ['Crispy Calamari', { Regular: 11.5 }, 'Lemon aioli, pickled peppers'],
          ['Bruschetta Trio', { Regular: 9 }],
          ['Chicken Wings', { '6 pieces': 10, '12 pieces': 18, '24 pieces': 32 }],
          ['Loaded Nachos', { Half: 8.5, Full: 13 }],
          ['Spinach Artichoke Dip', { Regular: 10.25 }],
          ['Shrimp Cocktail', { Regular: 14 }],
        ],
      },
      {
        name: 'Soups & Salads',
        color: '#2e7d32',
        items: [
          ['French Onion Soup', { Cup: 5.5, Bowl: 8 }],
          ['Tomato Basil Soup', { Cup: 5, Bowl: 7.5 }],
          ['Caesar Salad', { Side: 6, Entrée: 11 }, 'Romaine, parmesan, croutons'],
          ['Cobb Salad', { Entrée: 14.5 }],
          ['Greek Salad', { Side: 6.5, Entrée: 12 }],
        ],
      },
      {
        name: 'Burgers & Sandwiches',
        color: '#6d4c41',
        items: [
          ['Bistro Burger', { Single: 14, Double: 18.5 }, 'Aged cheddar, caramelized onion'],
          ['Mushroom Swiss Burger', { Single: 15 }],
          ['Club Sandwich', { Regular: 13 }],
          ['Reuben', { Regular: 14.25 }],
          ['Grilled Chicken Sandwich', { Regular: 13.5 }],
          ['Veggie Burger', { Regular: 13 }],
        ],
      },
      {
        name: 'Entrées',
        color: '#b71c1c',
        items: [
          ['Steak Frites', { '8 oz': 26, '12 oz': 34 }],
          ['Roast Half Chicken', { Regular: 22 }],
          ['Grilled Salmon', { Regular: 25.5 }],
          ['Shrimp Linguine', { Regular: 21 }],
          ['Mushroom Risotto', { Regular: 18.5 }],
          ['Fish & Chips', { Regular: 19 }],
          ['Pork Chop', { Regular: 23 }],
        ],
      },
      {
        name: 'Sides',
        color: '#f9a825',
        items: [
          ['French Fries', { Regular: 4.5, Large: 6.5 }],
          ['Sweet Potato Fries', { Regular: 5.5 }],
          ['Mashed Potatoes', { Regular: 5 }],
          ['Seasonal Vegetables', { Regular: 5.5 }],
          ['Mac & Cheese', { Regular: 6 }],
        ],
      },
    ],
  },
  Bakery: {
    description: 'Pastry and desserts',
    categories: [
      {
        name: 'Desserts',
        color: '#ad1457',
        items: [
          ['Chocolate Lava Cake', { Regular: 9 }],
          ['New York Cheesecake', { Slice: 8.5 }],
          ['Crème Brûlée', { Regular: 8 }],
          ['Tiramisu', { Regular: 8.5 }],
          ['Apple Pie à la Mode', { Slice: 7.5 }],
          ['Gelato', { '1 scoop': 4, '2 scoops': 6.5, '3 scoops': 8.5 }],
        ],
      },
      {
        name: 'Breakfast',
        color: '#ff8f00',
        items: [
          ['Buttermilk Pancakes', { 'Short stack': 9, 'Full stack': 12 }],
          ['Eggs Benedict', { Regular: 14 }],
          ['Avocado Toast', { Regular: 11 }],
          ['Croissant', { Plain: 3.75, Almond: 4.5 }],
        ],
      },
    ],
  },
  Beverages: {
    description: 'Non-alcoholic drinks',
    categories: [
      {
        name: 'Coffee & Tea',
        color: '#4e342e',
        items: [
          ['Espresso', { Single: 3, Double: 4 }],
          ['Cappuccino', { Small: 4.25, Large: 5.25 }],
          ['Latte', { Small: 4.5, Large: 5.5 }],
          ['Hot Tea', { Regular: 3 }],
          ['Iced Coffee', { Small: 3.75, Large: 4.75 }],
        ],
      },
      {
        name: 'Soft Drinks',
        color: '#0277bd',
        items: [
          ['Fountain Soda', { Small: 2.5, Medium: 3, Large: 3.5 }],
          ['Fresh Lemonade', { Regular: 4 }],
          ['Iced Tea', { Regular: 3 }],
          ['Sparkling Water', { Bottle: 3.5 }],
        ],
      },
    ],
  },
  Bar: {
    description: 'Beer, wine and cocktails',
    categories: [
      {
        name: 'Beer',
        color: '#f57f17',
        items: [
          ['House Lager', { Pint: 6, Pitcher: 20 }],
          ['IPA', { Pint: 7 }],
          ['Stout', { Pint: 7.5 }],
          ['Seasonal Draft', { Pint: 7 }],
        ],
      },
      {
        name: 'Wine',
        color: '#880e4f',
        items: [
          ['House Red', { Glass: 9, Bottle: 32 }],
          ['House White', { Glass: 9, Bottle: 32 }],
          ['Prosecco', { Glass: 10, Bottle: 38 }],
          ['Rosé', { Glass: 9.5, Bottle: 34 }],
        ],
      },
      {
        name: 'Cocktails',
        color: '#00838f',
        items: [
          ['Old Fashioned', { Regular: 13 }],
          ['Margarita', { Rocks: 12, Frozen: 12.5 }],
          ['Mojito', { Regular: 12 }],
          ['Espresso Martini', { Regular: 14 }],
        ],
      },
    ],
  },
  Retail: {
    description: 'Packaged goods to take home',
    categories: [
      {
        name: 'Market',
        color: '#546e7a',
        visible: false,
        items: [
          ['House Hot Sauce', { Bottle: 8 }],
          ['Whole Bean Coffee', { '12 oz bag': 15 }],
        ],
      },
    ],
  },
};

/** Demo Taqueria's menu, in Spanish: departments → [category, colour, [item, price][]]. */
export const TAQUERIA_MENU: Record<string, [string, string, [string, number][]][]> = {
  Cocina: [
    [
      'Tacos',
      '#c62828',
      [
        ['Taco al pastor', 2.5],
        ['Taco de carnitas', 2.75],
        ['Taco de pescado', 3.5],
        ['Taco de suadero', 2.75],
      ],
    ],
    [
      'Antojitos',
      '#ef6c00',
      [
        ['Quesadilla', 4],
        ['Gringa', 5],
        ['Torta ahogada', 6.5],
        ['Elote', 3],
        ['Guacamole con totopos', 5.5],
      ],
    ],
    [
      'Postres',
      '#6a1b9a',
      [
        ['Churros', 3.5],
        ['Flan napolitano', 4],
      ],
    ],
  ],
  Bebidas: [
    [
      'Bebidas',
      '#1565c0',
      [
        ['Agua de jamaica', 2],
        ['Horchata', 2],
        ['Refresco', 1.75],
        ['Cerveza', 3.5],
      ],
    ],
  ],
};

/** Every item name of Demo Taqueria, in the order a list sorted by name shows them. */
export const TAQUERIA_ITEM_NAMES: readonly string[] = Object.values(TAQUERIA_MENU)
  .flatMap((categories) => categories.flatMap(([, , dishes]) => dishes.map(([name]) => name)))
  .sort();
