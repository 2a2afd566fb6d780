// Communities, districts and landmarks of the United Arab Emirates with approximate coordinates:
// the default geocoder's data, shipped with the app so addresses work without a key or the internet.
// [name, emirate, latitude, longitude]
export type GazetteerEntry = readonly [name: string, emirate: string, latitude: number, longitude: number];

const D = 'Dubai';
const A = 'Abu Dhabi';
const S = 'Sharjah';
const J = 'Ajman';
const U = 'Umm Al Quwain';
const R = 'Ras Al Khaimah';
const F = 'Fujairah';

export const UAE_GAZETTEER: readonly GazetteerEntry[] = [
  // Dubai
  ['Dubai Marina', D, 25.0805, 55.1403], ['Jumeirah Beach Residence (JBR)', D, 25.0784, 55.1336], ['Jumeirah Lake Towers (JLT)', D, 25.0693, 55.1445],
  ['Palm Jumeirah', D, 25.1124, 55.1390], ['Atlantis The Palm', D, 25.1304, 55.1171], ['Downtown Dubai', D, 25.1972, 55.2744],
  ['Burj Khalifa', D, 25.1972, 55.2744], ['The Dubai Mall', D, 25.1985, 55.2796], ['Business Bay', D, 25.1857, 55.2653],
  ['DIFC', D, 25.2110, 55.2797], ['Sheikh Zayed Road', D, 25.2048, 55.2708], ['World Trade Centre', D, 25.2250, 55.2870],
  ['Al Satwa', D, 25.2240, 55.2715], ['Jumeirah 1', D, 25.2048, 55.2558], ['Jumeirah 2', D, 25.1930, 55.2400], ['Jumeirah 3', D, 25.1810, 55.2280],
  ['Umm Suqeim', D, 25.1500, 55.2050], ['Burj Al Arab', D, 25.1412, 55.1853], ['Mall of the Emirates', D, 25.1181, 55.2006],
  ['Al Barsha 1', D, 25.1136, 55.1960], ['Al Barsha 2', D, 25.1040, 55.2080], ['Al Barsha 3', D, 25.0970, 55.1920], ['Al Barsha South', D, 25.0610, 55.2310],
  ['Barsha Heights (Tecom)', D, 25.0960, 55.1750], ['Dubai Internet City', D, 25.0950, 55.1590], ['Dubai Media City', D, 25.0930, 55.1530],
  ['Dubai Knowledge Park', D, 25.1020, 55.1640], ['Emirates Hills', D, 25.0680, 55.1680], ['The Meadows', D, 25.0640, 55.1550],
  ['The Springs', D, 25.0590, 55.1700], ['The Greens', D, 25.0940, 55.1720], ['The Views', D, 25.0900, 55.1650], ['The Lakes', D, 25.0700, 55.1610],
  ['Jumeirah Islands', D, 25.0570, 55.1530], ['Jumeirah Park', D, 25.0460, 55.1540], ['Jumeirah Village Circle (JVC)', D, 25.0600, 55.2100],
  ['Jumeirah Village Triangle (JVT)', D, 25.0450, 55.1880], ['Discovery Gardens', D, 25.0380, 55.1460], ['Al Furjan', D, 25.0300, 55.1450],
  ['Ibn Battuta Mall', D, 25.0440, 55.1170], ['Jebel Ali', D, 25.0110, 55.0630], ['Jebel Ali Free Zone (JAFZA)', D, 24.9870, 55.0780],
  ['Jebel Ali Village', D, 25.0250, 55.1250], ['Dubai Production City', D, 25.0380, 55.1890], ['Dubai Sports City', D, 25.0390, 55.2190],
  ['Motor City', D, 25.0460, 55.2370], ['Arabian Ranches', D, 25.0560, 55.2700], ['Arabian Ranches 2', D, 25.0430, 55.2810],
  ['Arabian Ranches 3', D, 25.0350, 55.3000], ['Dubai Hills Estate', D, 25.1023, 55.2456], ['Dubai Hills Mall', D, 25.1020, 55.2390],
  ['Al Quoz 1', D, 25.1550, 55.2250], ['Al Quoz Industrial Area 3', D, 25.1384, 55.2263], ['Al Quoz 4', D, 25.1300, 55.2400],
  ['Al Safa', D, 25.1780, 55.2420], ['Al Wasl', D, 25.1950, 55.2530], ['Al Manara', D, 25.1480, 55.2180], ['Al Sufouh', D, 25.1100, 55.1750],
  ['Al Khail Gate', D, 25.1280, 55.2610], ['Meydan', D, 25.1650, 55.3000], ['Mohammed Bin Rashid City', D, 25.1750, 55.3100],
  ['Sobha Hartland', D, 25.1780, 55.3120], ['Nad Al Sheba', D, 25.1560, 55.3300], ['Ras Al Khor', D, 25.1850, 55.3450],
  ['Dubai Creek Harbour', D, 25.2040, 55.3450], ['Dubai Festival City', D, 25.2220, 55.3520], ['Al Jaddaf', D, 25.2200, 55.3320],
  ['Dubai Healthcare City', D, 25.2320, 55.3230], ['Oud Metha', D, 25.2340, 55.3140], ['Al Karama', D, 25.2450, 55.3050],
  ['Bur Dubai', D, 25.2590, 55.2970], ['Al Mankhool', D, 25.2520, 55.2920], ['Al Raffa', D, 25.2560, 55.2860], ['Al Fahidi', D, 25.2630, 55.2990],
  ['Al Hamriya (Dubai)', D, 25.2600, 55.2830], ['Umm Hurair', D, 25.2370, 55.3150], ['Zabeel', D, 25.2200, 55.3000],
  ['Deira', D, 25.2711, 55.3075], ['Al Rigga', D, 25.2660, 55.3180], ['Port Saeed', D, 25.2550, 55.3300], ['Al Garhoud', D, 25.2430, 55.3470],
  ['Al Qusais', D, 25.2780, 55.3800], ['Al Nahda (Dubai)', D, 25.2890, 55.3720], ['Al Twar', D, 25.2650, 55.3850], ['Muhaisnah', D, 25.2650, 55.4150],
  ['Mirdif', D, 25.2200, 55.4200], ['City Centre Mirdif', D, 25.2160, 55.4080], ['Al Mizhar', D, 25.2400, 55.4400], ['Al Warqa', D, 25.1950, 55.4150],
  ['Al Rashidiya', D, 25.2270, 55.3900], ['Nad Al Hamar', D, 25.2000, 55.3800], ['Al Khawaneej', D, 25.2350, 55.4800],
  ['Al Awir', D, 25.1700, 55.5500], ['International City', D, 25.1650, 55.4070], ['Dubai Silicon Oasis', D, 25.1210, 55.3820],
  ['Academic City', D, 25.1240, 55.4160], ['Al Barari', D, 25.0970, 55.3180], ['Dubailand', D, 25.0850, 55.3050],
  ['Damac Hills', D, 25.0230, 55.2500], ['Town Square', D, 25.0110, 55.2960], ['Remraam', D, 25.0060, 55.2430],
  ['Dubai South', D, 24.8960, 55.1580], ['Al Maktoum International Airport', D, 24.8960, 55.1610], ['Dubai International Airport', D, 25.2532, 55.3657],
  ['Al Mamzar', D, 25.2950, 55.3450], ['Al Muhaisnah 4', D, 25.2830, 55.4050], ['Dubai Investment Park', D, 24.9840, 55.1800],
  ['Al Quoz Creative Zone', D, 25.1420, 55.2250], ['Hatta', D, 24.8000, 56.1170], ['La Mer', D, 25.2280, 55.2550], ['City Walk', D, 25.2080, 55.2630],
  ['Bluewaters Island', D, 25.0800, 55.1210], ['Dubai Maritime City', D, 25.2720, 55.2690], ['Al Sufouh Gardens', D, 25.1070, 55.1590],
  ['Dubai Outlet Mall', D, 25.0700, 55.3960], ['Global Village', D, 25.0690, 55.3060], ['Al Khail Heights', D, 25.1380, 55.2580],
  // Abu Dhabi
  ['Abu Dhabi City Centre', A, 24.4539, 54.3773], ['Al Markaziyah', A, 24.4900, 54.3600], ['Corniche Road', A, 24.4764, 54.3705],
  ['Al Khalidiyah', A, 24.4700, 54.3500], ['Al Bateen', A, 24.4500, 54.3400], ['Al Mushrif', A, 24.4400, 54.3900], ['Al Karamah', A, 24.4480, 54.3800],
  ['Al Manhal', A, 24.4650, 54.3650], ['Al Nahyan', A, 24.4550, 54.3950], ['Al Wahdah', A, 24.4700, 54.3800], ['Al Zahiyah (Tourist Club)', A, 24.4950, 54.3800],
  ['Al Reem Island', A, 24.4990, 54.4070], ['Al Maryah Island', A, 24.5010, 54.3900], ['Saadiyat Island', A, 24.5400, 54.4350],
  ['Louvre Abu Dhabi', A, 24.5337, 54.3983], ['Yas Island', A, 24.4890, 54.6050], ['Yas Mall', A, 24.4880, 54.6080], ['Ferrari World', A, 24.4837, 54.6072],
  ['Al Raha Beach', A, 24.4450, 54.5900], ['Al Raha Gardens', A, 24.4250, 54.5700], ['Khalifa City', A, 24.4195, 54.5783], ['Khalifa City B', A, 24.3950, 54.6200],
  ['Mohammed Bin Zayed City', A, 24.3400, 54.5400], ['Mussafah', A, 24.3500, 54.5000], ['Mussafah Industrial Area', A, 24.3650, 54.4900],
  ['Shakhbout City', A, 24.3600, 54.6200], ['Al Shamkha', A, 24.3900, 54.7100], ['Al Falah', A, 24.4100, 54.7000], ['Baniyas', A, 24.3100, 54.6300],
  ['Al Wathba', A, 24.2600, 54.6100], ['Masdar City', A, 24.4260, 54.6130], ['Abu Dhabi International Airport', A, 24.4330, 54.6511],
  ['Sheikh Zayed Grand Mosque', A, 24.4128, 54.4750], ['Al Maqtaa', A, 24.4050, 54.4900], ['Between Two Bridges', A, 24.4030, 54.5000],
  ['Al Mina', A, 24.5250, 54.3800], ['Al Muroor', A, 24.4600, 54.3900], ['Al Rawdah', A, 24.4350, 54.4100], ['Al Mushrif Mall', A, 24.4310, 54.4000],
  ['Al Hudayriat Island', A, 24.4030, 54.3400], ['Al Bahia', A, 24.5300, 54.6300], ['Al Rahba', A, 24.5900, 54.7000], ['Al Shahama', A, 24.5400, 54.6700],
  ['Al Samha', A, 24.6800, 54.7400], ['Jubail Island', A, 24.5400, 54.4800], ['Al Ghadeer', A, 24.8300, 55.0200], ['Madinat Zayed (Abu Dhabi)', A, 24.4700, 54.3700],
  ['Al Ain', A, 24.2075, 55.7447], ['Al Ain City Centre', A, 24.2200, 55.7600], ['Al Jimi', A, 24.2400, 55.7300], ['Al Muwaiji', A, 24.2100, 55.7200],
  ['Al Mutaredh', A, 24.2200, 55.7700], ['Al Towayya', A, 24.2500, 55.7100], ['Al Hili', A, 24.2800, 55.7800], ['Al Maqam', A, 24.1800, 55.6900],
  ['Zakher', A, 24.1500, 55.7000], ['Al Khabisi', A, 24.2300, 55.7500], ['Jebel Hafeet', A, 24.0600, 55.7800], ['Al Ain Mall', A, 24.2230, 55.7810],
  ['Ruwais', A, 24.1100, 52.7300], ['Madinat Zayed (Al Dhafra)', A, 23.6900, 53.7000], ['Liwa', A, 23.1300, 53.7800], ['Ghayathi', A, 23.8400, 52.8100],
  ['Mirfa', A, 24.1000, 53.5000], ['Sila', A, 24.0400, 51.7600], ['Delma Island', A, 24.5000, 52.3200], ['Al Sila', A, 24.0300, 51.7500],
  // Sharjah
  ['Sharjah City Centre', S, 25.3463, 55.4209], ['Al Majaz', S, 25.3250, 55.3850], ['Al Qasba', S, 25.3230, 55.3780], ['Al Khan', S, 25.3200, 55.3650],
  ['Al Nahda (Sharjah)', S, 25.3000, 55.3750], ['Al Taawun', S, 25.3150, 55.3750], ['Al Qasimia', S, 25.3450, 55.3950], ['Al Mahatah', S, 25.3400, 55.3900],
  ['Rolla', S, 25.3580, 55.3900], ['Al Nabba', S, 25.3500, 55.3950], ['Muwaileh', S, 25.2900, 55.4700], ['University City Sharjah', S, 25.2870, 55.4750],
  ['Al Khezamia', S, 25.3050, 55.4600], ['Industrial Area 1 (Sharjah)', S, 25.3100, 55.4000], ['Industrial Area 13 (Sharjah)', S, 25.2900, 55.4200],
  ['Al Gharb', S, 25.3600, 55.3850], ['Al Ramtha', S, 25.3400, 55.4200], ['Al Mamzar (Sharjah)', S, 25.3100, 55.3600], ['Aljada', S, 25.3150, 55.4800],
  ['Al Zahia', S, 25.3200, 55.4700], ['Tilal City', S, 25.2800, 55.5400], ['Sharjah International Airport', S, 25.3286, 55.5172],
  ['Al Jurainah', S, 25.3000, 55.4500], ['Al Suyoh', S, 25.2500, 55.5300], ['Al Dhaid', S, 25.2880, 55.8830], ['Kalba', S, 25.0500, 56.3500],
  ['Khor Fakkan', S, 25.3390, 56.3550], ['Dibba Al Hisn', S, 25.6200, 56.2700], ['Mleiha', S, 25.1300, 55.8800], ['Al Hamriyah (Sharjah)', S, 25.4700, 55.5200],
  // Ajman
  ['Ajman City Centre', J, 25.4052, 55.5136], ['Al Nuaimiya', J, 25.3900, 55.4550], ['Al Rashidiya (Ajman)', J, 25.4000, 55.4400],
  ['Al Jurf', J, 25.4200, 55.5100], ['Al Rawda (Ajman)', J, 25.3800, 55.4900], ['Al Mowaihat', J, 25.3900, 55.4800], ['Al Hamidiya', J, 25.4000, 55.5200],
  ['Ajman Corniche', J, 25.4200, 55.4450], ['Al Zorah', J, 25.4400, 55.4900], ['Emirates City', J, 25.4500, 55.5600], ['Al Yasmeen', J, 25.3950, 55.5200],
  ['Ajman Industrial Area', J, 25.3800, 55.4700], ['Masfout', J, 24.8300, 56.0900], ['Manama (Ajman)', J, 25.3300, 56.0000],
  // Umm Al Quwain
  ['Umm Al Quwain City', U, 25.5647, 55.5552], ['Al Salamah', U, 25.5200, 55.6100], ['Al Raas', U, 25.5800, 55.5500], ['Umm Al Quwain Marina', U, 25.5400, 55.5600],
  ['Al Ramlah', U, 25.5100, 55.5800], ['Falaj Al Mualla', U, 25.3900, 55.8400], ['Dreamland Aqua Park', U, 25.6200, 55.7400], ['Al Humra', U, 25.5000, 55.5400],
  // Ras Al Khaimah
  ['Ras Al Khaimah City', R, 25.7895, 55.9432], ['Al Nakheel', R, 25.7900, 55.9600], ['Al Qusaidat', R, 25.7700, 55.9800], ['Khuzam', R, 25.8100, 55.9700],
  ['Al Hamra Village', R, 25.6900, 55.7800], ['Mina Al Arab', R, 25.7200, 55.8400], ['Al Marjan Island', R, 25.6800, 55.7400], ['Al Dhait', R, 25.7600, 55.9800],
  ['Julphar', R, 25.8000, 55.9550], ['Al Rams', R, 25.8800, 56.0300], ['Khatt', R, 25.6900, 56.0700], ['Jebel Jais', R, 25.9500, 56.1600],
  ['Ras Al Khaimah Airport', R, 25.6135, 55.9388], ['Al Jazirah Al Hamra', R, 25.7100, 55.7900], ['Digdaga', R, 25.6500, 55.9700], ['Shaam', R, 26.0100, 56.0700],
  // Fujairah
  ['Fujairah City', F, 25.1288, 56.3265], ['Fujairah Corniche', F, 25.1300, 56.3400], ['Al Faseel', F, 25.1400, 56.3500], ['Sakamkam', F, 25.1600, 56.3300],
  ['Merashid', F, 25.1200, 56.3300], ['Dibba Al Fujairah', F, 25.5900, 56.2600], ['Masafi', F, 25.3200, 56.1600], ['Al Aqah', F, 25.4900, 56.3600],
  ['Mirbah', F, 25.2800, 56.3700], ['Qidfa', F, 25.3000, 56.3600], ['Fujairah Port', F, 25.1700, 56.3600], ['Al Bidyah', F, 25.4400, 56.3600],
];
