import type { DescriptionTranslations } from '@grandtour/shared';

/** The demo fleet's descriptions in English, Spanish and German, by model (the French ones are in demo-fleet.ts). */
export const DEMO_DESCRIPTION_TRANSLATIONS: Readonly<Record<string, Required<DescriptionTranslations>>> = {
  'Huracán EVO': {
    en: 'The Huracán EVO pairs a 640 hp naturally aspirated V10 with surgically precise all-wheel steering. Delivered serviced, on new tyres: ideal for a getaway on the roads of Île-de-France.',
    es: 'El Huracán EVO combina un V10 atmosférico de 640 CV con una dirección integral de precisión quirúrgica. Se entrega revisado y con neumáticos nuevos: ideal para una escapada por las carreteras de Île-de-France.',
    de: 'Der Huracán EVO verbindet einen 640 PS starken Saug-V10 mit einer chirurgisch präzisen Allradlenkung. Frisch gewartet, mit neuen Reifen: ideal für einen Ausflug auf den Straßen der Île-de-France.',
  },
  'SF90 Stradale': {
    en: 'The most powerful Ferrari in the range: three electric motors and a twin-turbo V8 for 1,000 hp. Silent in town in electric mode, outrageous on the Grande Corniche.',
    es: 'El Ferrari más potente de la gama: tres motores eléctricos y un V8 biturbo para 1000 CV. Silencioso en ciudad en modo eléctrico, desmesurado en la Grande Corniche.',
    de: 'Der stärkste Ferrari der Modellpalette: drei Elektromotoren und ein Biturbo-V8 mit 1.000 PS. Lautlos in der Stadt im Elektromodus, maßlos auf der Grande Corniche.',
  },
  Cullinan: {
    en: 'The most luxurious SUV in the world. Magic Carpet suspension, absolute silence and a starlight headliner: the Cullinan turns every trip into a first-class journey.',
    es: 'El SUV más lujoso del mundo. Suspensión Magic Carpet, silencio absoluto y techo de estrellas: el Cullinan convierte cada trayecto en un viaje en primera clase.',
    de: 'Der luxuriöseste SUV der Welt. Magic-Carpet-Federung, absolute Stille und Sternenhimmel: Der Cullinan macht jede Fahrt zur Reise erster Klasse.',
  },
  'Aventador SVJ': {
    en: 'Holder of the Nürburgring record, the Aventador SVJ is the essence of the Lamborghini V12. An unforgettable experience on the Croisette.',
    es: 'Poseedor del récord de Nürburgring, el Aventador SVJ es la quintaesencia del V12 de Lamborghini. Una experiencia inolvidable en la Croisette.',
    de: 'Der Nürburgring-Rekordhalter Aventador SVJ ist die Quintessenz des Lamborghini-V12. Ein unvergessliches Erlebnis an der Croisette.',
  },
  Roma: {
    en: 'The Roma embodies la dolce vita: clean lines, a twin-turbo V8 and grand-touring comfort to drive from Nice to Saint-Tropez in style.',
    es: 'El Roma encarna la dolce vita: líneas depuradas, V8 biturbo y confort de gran turismo para ir de Niza a Saint-Tropez con elegancia.',
    de: 'Der Roma verkörpert das Dolce Vita: klare Linien, Biturbo-V8 und Gran-Turismo-Komfort, um elegant von Nizza nach Saint-Tropez zu fahren.',
  },
  '911 Turbo S': {
    en: 'The 911 Turbo S is the everyday supercar: 650 hp, four seats and faultless comfort. Perfect for a weekend in the Alps.',
    es: 'El 911 Turbo S es el superdeportivo de diario: 650 CV, cuatro plazas y un confort impecable. Perfecto para un fin de semana en los Alpes.',
    de: 'Der 911 Turbo S ist der Supersportwagen für jeden Tag: 650 PS, vier Sitze und tadelloser Komfort. Perfekt für ein Wochenende in den Alpen.',
  },
  '720S': {
    en: 'Light and fiercely effective, the 720S gives a racing driver’s thrills with surprising comfort. Delivery possible across greater Marseille.',
    es: 'Ligero y tremendamente eficaz, el 720S ofrece sensaciones de piloto con un confort sorprendente. Entrega posible en toda el área metropolitana de Marsella.',
    de: 'Leicht und enorm effizient bietet der 720S Rennfahrergefühle bei erstaunlichem Komfort. Lieferung im gesamten Großraum Marseille möglich.',
  },
  'Continental GT Speed': {
    en: 'British grand touring at its finest: a 659 hp W12 wrapped in leather and fine wood, for arrivals that turn heads in Saint-Tropez.',
    es: 'El gran turismo británico por excelencia: un W12 de 659 CV envuelto en cuero y maderas nobles, para llegadas que no pasan desapercibidas en Saint-Tropez.',
    de: 'Britisches Grand Touring schlechthin: ein W12 mit 659 PS, umhüllt von Leder und Edelholz, für Auftritte, die in Saint-Tropez auffallen.',
  },
  'DBS Superleggera': {
    en: 'British elegance and raw power: the DBS Superleggera is the ultimate GT for a weekend in Normandy from Paris.',
    es: 'Elegancia británica y potencia pura: el DBS Superleggera es el GT definitivo para un fin de semana en Normandía desde París.',
    de: 'Britische Eleganz und rohe Kraft: Der DBS Superleggera ist der ultimative GT für ein Wochenende in der Normandie ab Paris.',
  },
  'S 580 Maybach': {
    en: 'The ideal lounge on wheels for your wedding: reclining seats, silver flutes and exceptional silence. Chauffeur and floral decoration on request.',
    es: 'El salón rodante ideal para su boda: asientos reclinables, copas de plata y un silencio excepcional. Chófer y decoración floral bajo petición.',
    de: 'Der ideale rollende Salon für Ihre Hochzeit: Liegesitze, silberne Flöten und außergewöhnliche Stille. Chauffeur und Blumenschmuck auf Anfrage.',
  },
  Phantom: {
    en: 'The ultimate icon of great occasions. The Phantom, with its liveried chauffeur, makes every arrival a timeless moment.',
    es: 'El icono absoluto de los grandes días. El Phantom, con su chófer uniformado, hace de cada llegada un momento eterno.',
    de: 'Die absolute Ikone großer Tage. Der Phantom mit livriertem Chauffeur macht jede Ankunft zu einem zeitlosen Moment.',
  },
  'Taycan Turbo S': {
    en: 'Silent and lightning-fast, the Taycan Turbo S is the electric business saloon par excellence for your meetings between Strasbourg and Basel.',
    es: 'Silencioso y fulgurante, el Taycan Turbo S es la berlina de negocios eléctrica por excelencia para sus reuniones entre Estrasburgo y Basilea.',
    de: 'Lautlos und blitzschnell ist der Taycan Turbo S die elektrische Business-Limousine schlechthin für Ihre Termine zwischen Straßburg und Basel.',
  },
  'R8 V10 Performance': {
    en: 'The naturally aspirated V10 in its most accomplished form. The R8 is an everyday drive and a delight on the roads of the Lauragais.',
    es: 'El V10 atmosférico en su forma más lograda. El R8 se conduce a diario y encanta en las carreteras del Lauragais.',
    de: 'Der Saug-V10 in seiner vollendetsten Form. Der R8 taugt für jeden Tag und begeistert auf den Straßen des Lauragais.',
  },
  'G 63 AMG': {
    en: 'The legendary G-Class in AMG form: an imposing presence, a snarling V8 and off-road ability intact.',
    es: 'El mítico Clase G en versión AMG: presencia imponente, V8 rugiente y capacidades todoterreno intactas.',
    de: 'Die legendäre G-Klasse als AMG: imposante Erscheinung, grollender V8 und unverminderte Geländetauglichkeit.',
  },
  '911 GT3 RS': {
    en: 'A race car made road-legal. For experienced drivers only; a track day is possible on request.',
    es: 'Un coche de carreras homologado para la carretera. Reservado a conductores experimentados; jornada en circuito posible bajo petición.',
    de: 'Ein straßenzugelassener Rennwagen. Nur für erfahrene Fahrer; ein Renntag auf der Rennstrecke ist auf Anfrage möglich.',
  },
  'Portofino M': {
    en: 'Wind in your hair on the Promenade des Anglais: the Portofino M is Ferrari’s most versatile convertible, comfortable and exhilarating.',
    es: 'Con el viento en el pelo por el Paseo de los Ingleses: el Portofino M es el descapotable Ferrari más polivalente, cómodo y embriagador.',
    de: 'Mit dem Wind im Haar auf der Promenade des Anglais: Der Portofino M ist das vielseitigste Ferrari-Cabriolet, komfortabel und berauschend.',
  },
  '765LT Spider': {
    en: 'The Longtail with the roof open: 765 hp, a titanium soundtrack and the Monaco tunnel as a backdrop.',
    es: 'El Longtail a cielo abierto: 765 CV, un sonido de titanio y el túnel de Mónaco como telón de fondo.',
    de: 'Der Longtail mit offenem Dach: 765 PS, ein Titan-Sound und der Tunnel von Monaco als Kulisse.',
  },
  'M8 Competition Cabriolet': {
    en: 'The large four-seat convertible to discover the châteaux of Bordeaux in the sunshine.',
    es: 'El gran descapotable de cuatro plazas para descubrir los châteaux de Burdeos bajo el sol.',
    de: 'Das große viersitzige Cabriolet, um die Châteaux rund um Bordeaux in der Sonne zu entdecken.',
  },
  'SL 63 AMG': {
    en: 'An icon of Riviera glamour, the SL returns to the fabric roof and the roadster spirit of the 1950s.',
    es: 'Icono del glamur de la Costa Azul, el SL recupera la capota de lona y el espíritu roadster de los años 50.',
    de: 'Als Ikone des Glamours an der Côte d’Azur kehrt der SL zum Stoffverdeck und zum Roadster-Geist der 1950er-Jahre zurück.',
  },
  Dawn: {
    en: 'The most sociable convertible in the world: four real seats, a regal silence and the Croisette as the setting.',
    es: 'El descapotable más sociable del mundo: cuatro plazas de verdad, un silencio regio y la Croisette como decorado.',
    de: 'Das geselligste Cabriolet der Welt: vier echte Sitze, königliche Stille und die Croisette als Kulisse.',
  },
  'Vantage Roadster': {
    en: 'A thoroughbred roadster with a manual gearbox, for purists who like to feel every gear.',
    es: 'Un roadster de pura raza con cambio manual, para los puristas a los que les gusta sentir cada marcha.',
    de: 'Ein rassiger Roadster mit Schaltgetriebe, für Puristen, die jeden Gang spüren wollen.',
  },
  'Flying Spur': {
    en: 'The sportiest luxury saloon: perfect for a chic wedding or a discreet business transfer.',
    es: 'La berlina de lujo más deportiva: perfecta para una boda elegante o un traslado de negocios con total discreción.',
    de: 'Die sportlichste Luxuslimousine: perfekt für eine elegante Hochzeit oder einen diskreten Geschäftstransfer.',
  },
  Ghost: {
    en: 'Post-opulent luxury: the Ghost is the car of executives who prefer understated elegance.',
    es: 'El lujo post-opulento: el Ghost es el coche de los directivos que prefieren la elegancia discreta.',
    de: 'Post-opulenter Luxus: Der Ghost ist das Auto von Führungskräften, die dezente Eleganz bevorzugen.',
  },
  'RS e-tron GT': {
    en: 'An electric grand tourer with spectacular design, for emission-free business travel.',
    es: 'Un gran turismo eléctrico de diseño espectacular, para desplazamientos profesionales sin emisiones.',
    de: 'Ein elektrischer Gran Turismo mit spektakulärem Design, für emissionsfreie Geschäftsreisen.',
  },
  'M5 CS': {
    en: 'The business saloon that thinks it is a race car: 635 hp and four real seats.',
    es: 'La berlina de negocios que se cree un coche de carreras: 635 CV y cuatro plazas de verdad.',
    de: 'Die Business-Limousine, die sich für einen Rennwagen hält: 635 PS und vier echte Sitze.',
  },
  Urus: {
    en: 'The Super SUV: the soul of a Lamborghini and the versatility of a five-seat SUV.',
    es: 'El Super SUV: el alma de un Lamborghini y la versatilidad de un SUV de cinco plazas.',
    de: 'Der Super-SUV: die Seele eines Lamborghini und die Vielseitigkeit eines fünfsitzigen SUV.',
  },
  'Cayenne Turbo GT': {
    en: 'The fastest SUV around the Nürburgring, to reach the ski resorts of the Vosges and the Alps in style.',
    es: 'El SUV más rápido de Nürburgring, para llegar con estilo a las estaciones de los Vosgos y los Alpes.',
    de: 'Der schnellste SUV auf dem Nürburgring, um stilvoll in die Skiorte der Vogesen und der Alpen zu fahren.',
  },
  'RS Q8': {
    en: 'Five real seats, a huge boot and 600 hp: the family SUV that gives up nothing.',
    es: 'Cinco plazas de verdad, un maletero inmenso y 600 CV: el SUV familiar que no renuncia a nada.',
    de: 'Fünf echte Sitze, ein riesiger Kofferraum und 600 PS: der Familien-SUV, der auf nichts verzichtet.',
  },
  XM: {
    en: 'The first M with a plug-in hybrid drive: bold, powerful and surprisingly frugal.',
    es: 'El primer M con motorización híbrida enchufable: audaz, potente y sorprendentemente sobrio.',
    de: 'Der erste M mit Plug-in-Hybridantrieb: kühn, kraftvoll und erstaunlich sparsam.',
  },
  'Bentayga EWB': {
    en: 'The long-wheelbase Bentayga gives rear passengers limousine space, for transfers between Cannes and Monaco.',
    es: 'El Bentayga alargado ofrece a los pasajeros traseros el espacio de una limusina, para los traslados entre Cannes y Mónaco.',
    de: 'Der verlängerte Bentayga bietet den Fondpassagieren Limousinenraum, für Transfers zwischen Cannes und Monaco.',
  },
  'AMG GT Black Series': {
    en: 'The most radical AMG, built for the Circuit du Castellet yet still road-legal.',
    es: 'El AMG más radical, hecho para el circuito de Le Castellet sin dejar de estar homologado para la carretera.',
    de: 'Der radikalste AMG, gebaut für den Circuit du Castellet und dennoch straßenzugelassen.',
  },
  DB12: {
    en: 'The first “Super Tourer”: the luxury of a GT and the performance of a supercar, from Nantes.',
    es: 'El primer «Super Tourer»: el lujo de un GT y las prestaciones de un superdeportivo, con salida desde Nantes.',
    de: 'Der erste „Super Tourer“: der Luxus eines GT und die Leistung eines Supersportwagens, ab Nantes.',
  },
  Artura: {
    en: 'The new generation of McLaren: hybrid, light and incredibly agile.',
    es: 'La nueva generación de McLaren: híbrido, ligero e increíblemente ágil.',
    de: 'Die neue McLaren-Generation: hybrid, leicht und unglaublich agil.',
  },
  '296 GTB': {
    en: 'The return of the V6 at Ferrari, heightened by hybrid power: 830 hp and exceptional balance. Currently being prepared.',
    es: 'El regreso del V6 a Ferrari, sublimado por la hibridación: 830 CV y un equilibrio excepcional. Actualmente en preparación.',
    de: 'Die Rückkehr des V6 bei Ferrari, veredelt durch Hybridisierung: 830 PS und außergewöhnliche Balance. Wird derzeit vorbereitet.',
  },
  'Chiron Sport': {
    en: 'A work of art capable of 420 km/h. Available on request, after a thorough check of the driver.',
    es: 'Una obra de arte capaz de alcanzar 420 km/h. Disponible bajo petición y tras una verificación exhaustiva del conductor.',
    de: 'Ein Kunstwerk, das 420 km/h schafft. Auf Anfrage und nach gründlicher Prüfung des Fahrers verfügbar.',
  },
  Jesko: {
    en: 'The Swedish hypercar with dizzying figures, shown at private events. Booking on request.',
    es: 'El hiperdeportivo sueco de cifras vertiginosas, presentado en eventos privados. Reserva bajo petición.',
    de: 'Das schwedische Hypercar mit schwindelerregenden Werten, gezeigt bei privaten Veranstaltungen. Buchung auf Anfrage.',
  },
  'Huayra Roadster': {
    en: 'A rolling timepiece signed by Horacio Pagani: every detail is a work of art, every drive an event.',
    es: 'Una pieza de relojería rodante firmada por Horacio Pagani: cada detalle es una obra, cada trayecto un acontecimiento.',
    de: 'Ein rollendes Uhrwerk von Horacio Pagani: Jedes Detail ist ein Kunstwerk, jede Fahrt ein Ereignis.',
  },
  Utopia: {
    en: 'Pagani’s latest creation, faithful to the manual gearbox. Delivery planned for the spring.',
    es: 'La última creación de Pagani, fiel al cambio manual. Entrega prevista para la primavera.',
    de: 'Paganis neueste Kreation, dem Schaltgetriebe treu. Auslieferung für das Frühjahr geplant.',
  },
};
