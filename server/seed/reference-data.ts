/** Fixed facts the demo data draws from: Indian cities with their states and PIN prefixes, and a catalogue outline. */

/** A city, its state and the first three digits of its PIN codes. */
export interface CityInfo {
  city: string;
  state: string;
  pinPrefix: string;
}

export const CITIES: readonly CityInfo[] = [
  { city: 'Mumbai', state: 'Maharashtra', pinPrefix: '400' },
  { city: 'Pune', state: 'Maharashtra', pinPrefix: '411' },
  { city: 'Nagpur', state: 'Maharashtra', pinPrefix: '440' },
  { city: 'New Delhi', state: 'Delhi', pinPrefix: '110' },
  { city: 'Bengaluru', state: 'Karnataka', pinPrefix: '560' },
  { city: 'Mysuru', state: 'Karnataka', pinPrefix: '570' },
  { city: 'Chennai', state: 'Tamil Nadu', pinPrefix: '600' },
  { city: 'Coimbatore', state: 'Tamil Nadu', pinPrefix: '641' },
  { city: 'Hyderabad', state: 'Telangana', pinPrefix: '500' },
  { city: 'Visakhapatnam', state: 'Andhra Pradesh', pinPrefix: '530' },
  { city: 'Kolkata', state: 'West Bengal', pinPrefix: '700' },
  { city: 'Ahmedabad', state: 'Gujarat', pinPrefix: '380' },
  { city: 'Surat', state: 'Gujarat', pinPrefix: '395' },
  { city: 'Jaipur', state: 'Rajasthan', pinPrefix: '302' },
  { city: 'Lucknow', state: 'Uttar Pradesh', pinPrefix: '226' },
  { city: 'Kochi', state: 'Kerala', pinPrefix: '682' },
  { city: 'Thiruvananthapuram', state: 'Kerala', pinPrefix: '695' },
  { city: 'Bhopal', state: 'Madhya Pradesh', pinPrefix: '462' },
  { city: 'Indore', state: 'Madhya Pradesh', pinPrefix: '452' },
  { city: 'Chandigarh', state: 'Chandigarh', pinPrefix: '160' },
  { city: 'Bhubaneswar', state: 'Odisha', pinPrefix: '751' },
  { city: 'Patna', state: 'Bihar', pinPrefix: '800' },
  { city: 'Guwahati', state: 'Assam', pinPrefix: '781' },
  { city: 'Dehradun', state: 'Uttarakhand', pinPrefix: '248' },
  { city: 'Ranchi', state: 'Jharkhand', pinPrefix: '834' },
  { city: 'Raipur', state: 'Chhattisgarh', pinPrefix: '492' },
  { city: 'Panaji', state: 'Goa', pinPrefix: '403' },
];

/** A leaf category: its HSN codes, price band in rupees, product nouns and brands. */
export interface CategorySpec {
  name: string;
  hsn: readonly string[];
  price: readonly [number, number];
  nouns: readonly string[];
  brands: readonly string[];
}

/** Top-level categories and their leaves (HSN codes are real chapter/heading codes). */
export const CATALOGUE: readonly { name: string; children: readonly CategorySpec[] }[] = [
  {
    name: 'Men',
    children: [
      {
        name: 'Men Shirts',
        hsn: ['6105', '6205'],
        price: [499, 2499],
        nouns: ['Cotton Shirt', 'Linen Shirt', 'Oxford Shirt', 'Checked Shirt'],
        brands: ['Indus Loom', 'Dhaaga'],
      },
      {
        name: 'Men Kurtas',
        hsn: ['6211'],
        price: [599, 3499],
        nouns: ['Cotton Kurta', 'Khadi Kurta', 'Silk Kurta', 'Pathani Suit'],
        brands: ['Vastra', 'Rangmanch'],
      },
      {
        name: 'Men T-Shirts',
        hsn: ['6109'],
        price: [299, 1299],
        nouns: ['Polo T-Shirt', 'Round Neck T-Shirt', 'Henley T-Shirt'],
        brands: ['Dhaaga', 'Tarang'],
      },
    ],
  },
  {
    name: 'Women',
    children: [
      {
        name: 'Sarees',
        hsn: ['5407', '5208'],
        price: [799, 9999],
        nouns: ['Banarasi Saree', 'Kanjeevaram Saree', 'Chanderi Saree', 'Cotton Saree'],
        brands: ['Rangmanch', 'Kesar & Co'],
      },
      {
        name: 'Kurtis',
        hsn: ['6204', '6206'],
        price: [399, 2499],
        nouns: ['Anarkali Kurti', 'A-Line Kurti', 'Printed Kurti', 'Straight Kurti'],
        brands: ['Vastra', 'Sutra'],
      },
      {
        name: 'Dupattas',
        hsn: ['6214'],
        price: [249, 1499],
        nouns: ['Phulkari Dupatta', 'Bandhani Dupatta', 'Chiffon Dupatta'],
        brands: ['Sutra', 'Kesar & Co'],
      },
    ],
  },
  {
    name: 'Footwear',
    children: [
      {
        name: 'Sandals',
        hsn: ['6402', '6404'],
        price: [349, 1999],
        nouns: ['Kolhapuri Chappal', 'Sports Sandal', 'Flip Flop'],
        brands: ['Charan', 'Padukam'],
      },
      {
        name: 'Shoes',
        hsn: ['6403'],
        price: [999, 4999],
        nouns: ['Leather Loafer', 'Running Shoe', 'Mojari', 'Formal Derby'],
        brands: ['Padukam', 'Charan'],
      },
    ],
  },
  {
    name: 'Electronics',
    children: [
      {
        name: 'Mobile Accessories',
        hsn: ['8504', '8544'],
        price: [199, 2999],
        nouns: ['Fast Charger', 'USB-C Cable', 'Power Bank', 'Car Charger'],
        brands: ['Vidyut', 'Tarang'],
      },
      {
        name: 'Audio',
        hsn: ['8518'],
        price: [499, 7999],
        nouns: ['Wireless Earbuds', 'Neckband', 'Bluetooth Speaker', 'Wired Earphones'],
        brands: ['Swara Audio', 'Tarang'],
      },
      {
        name: 'Computer Accessories',
        hsn: ['8471', '8473'],
        price: [299, 5999],
        nouns: ['Wireless Mouse', 'Mechanical Keyboard', 'Laptop Stand', 'USB Hub'],
        brands: ['Vidyut', 'Ganak'],
      },
    ],
  },
  {
    name: 'Home & Kitchen',
    children: [
      {
        name: 'Cookware',
        hsn: ['7323', '7615'],
        price: [299, 3999],
        nouns: ['Steel Kadhai', 'Pressure Cooker', 'Tawa', 'Copper Bottom Pot'],
        brands: ['Rasoi Pro', 'Annapurna Ware'],
      },
      {
        name: 'Bed Linen',
        hsn: ['6302'],
        price: [499, 3499],
        nouns: ['Cotton Bedsheet', 'Jaipuri Razai', 'Pillow Cover Set'],
        brands: ['Indus Loom', 'Nidra'],
      },
      {
        name: 'Appliances',
        hsn: ['8509', '8516'],
        price: [999, 8999],
        nouns: ['Mixer Grinder', 'Electric Kettle', 'Induction Cooktop'],
        brands: ['Rasoi Pro', 'Vidyut'],
      },
    ],
  },
  {
    name: 'Beauty & Personal Care',
    children: [
      {
        name: 'Skin Care',
        hsn: ['3304'],
        price: [149, 1499],
        nouns: ['Ubtan Face Pack', 'Kumkumadi Oil', 'Aloe Vera Gel', 'Sunscreen'],
        brands: ['Veda Botanicals', 'Chandan'],
      },
      {
        name: 'Hair Care',
        hsn: ['3305'],
        price: [149, 999],
        nouns: ['Bhringraj Oil', 'Herbal Shampoo', 'Amla Hair Oil'],
        brands: ['Veda Botanicals', 'Mitti'],
      },
    ],
  },
  {
    name: 'Grocery',
    children: [
      {
        name: 'Tea & Coffee',
        hsn: ['0902', '0901'],
        price: [99, 899],
        nouns: ['Assam Tea', 'Darjeeling Tea', 'Filter Coffee', 'Masala Chai'],
        brands: ['Nilgiri Leaf', 'Zaika'],
      },
      {
        name: 'Spices',
        hsn: ['0910', '0904'],
        price: [49, 599],
        nouns: ['Garam Masala', 'Kashmiri Chilli', 'Turmeric Powder', 'Cardamom'],
        brands: ['Zaika', 'Mitti'],
      },
      {
        name: 'Rice & Grains',
        hsn: ['1006', '1008'],
        price: [99, 1299],
        nouns: ['Basmati Rice', 'Sona Masoori Rice', 'Foxtail Millet'],
        brands: ['Annapurna', 'Zaika'],
      },
    ],
  },
  {
    name: 'Books & Stationery',
    children: [
      {
        name: 'Books',
        hsn: ['4901'],
        price: [149, 999],
        nouns: ['Novel', 'Cookbook', 'Poetry Collection', 'Exam Guide'],
        brands: ['Pustak Ghar', 'Lekhak Press'],
      },
      {
        name: 'Stationery',
        hsn: ['4820', '9608'],
        price: [49, 799],
        nouns: ['Notebook Set', 'Fountain Pen', 'Sketch Book'],
        brands: ['Lekhak Press', 'Kalam'],
      },
    ],
  },
  {
    name: 'Toys & Sports',
    children: [
      {
        name: 'Toys',
        hsn: ['9503'],
        price: [199, 2499],
        nouns: ['Wooden Puzzle', 'Channapatna Toy', 'Building Blocks'],
        brands: ['Khel Khilona', 'Bodhi'],
      },
      {
        name: 'Sports',
        hsn: ['9506'],
        price: [299, 4999],
        nouns: ['Cricket Bat', 'Yoga Mat', 'Badminton Racquet', 'Football'],
        brands: ['Shakti Sports', 'Khel Khilona'],
      },
    ],
  },
  {
    name: 'Jewellery',
    children: [
      {
        name: 'Fashion Jewellery',
        hsn: ['7117'],
        price: [199, 2999],
        nouns: ['Jhumka Earrings', 'Kundan Necklace', 'Oxidised Bangles'],
        brands: ['Kesar & Co', 'Abhushan'],
      },
      {
        name: 'Silver Jewellery',
        hsn: ['7113'],
        price: [999, 9999],
        nouns: ['Silver Anklet', 'Silver Ring', 'Silver Chain'],
        brands: ['Abhushan', 'Chandan'],
      },
    ],
  },
];

/** Material or style words that vary product names. */
export const PRODUCT_ADJECTIVES = [
  'Classic',
  'Handcrafted',
  'Premium',
  'Everyday',
  'Festive',
  'Organic',
  'Eco',
  'Royal',
  'Heritage',
  'Modern',
  'Compact',
  'Deluxe',
] as const;

export const EMAIL_DOMAINS = ['gmail.com', 'yahoo.co.in', 'outlook.com', 'rediffmail.com', 'hotmail.com'] as const;

/** Street names for demo addresses (with a house number in front). */
export const STREETS = [
  'MG Road',
  'Station Road',
  'Nehru Street',
  'Gandhi Road',
  'Temple Street',
  'Market Road',
  'Church Street',
  'Lake View Road',
  'Park Street',
  'Rajaji Salai',
  'Tilak Marg',
  'Subhash Chandra Bose Road',
  'Ring Road',
  'Mall Road',
  'Hospital Road',
  'College Road',
] as const;

/** Areas (localities) for demo addresses. */
export const AREAS = [
  'Civil Lines',
  'Shastri Nagar',
  'Model Town',
  'Gandhi Nagar',
  'Indira Nagar',
  'Rajendra Nagar',
  'Sector 14',
  'Old Town',
  'Vijay Nagar',
  'Anna Nagar',
  'Jayanagar',
  'Salt Lake',
  'Banjara Hills',
  'Malviya Nagar',
  'Ashok Nagar',
  'Kamla Nagar',
] as const;
