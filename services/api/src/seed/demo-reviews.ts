export interface DemoReviewTemplate {
  userName: string;
  location: string | null;
  rating: number;
  language: 'fr' | 'en' | 'es' | 'de';
  comment: string;
}

// prettier-ignore
export const DEMO_REVIEW_TEMPLATES: readonly DemoReviewTemplate[] = [
  { userName: 'Thomas R.', location: 'Paris', rating: 5, language: 'fr', comment: 'Voiture impeccable, remise des clés en dix minutes et un propriétaire aux petits soins. Week-end inoubliable.' },
  { userName: 'Emily W.', location: 'London', rating: 5, language: 'en', comment: 'Flawless car and a seamless handover at the hotel. The drive along the coast was the highlight of our trip.' },
  { userName: 'Lucía G.', location: 'Madrid', rating: 5, language: 'es', comment: 'Una experiencia increíble. El coche estaba impecable y la entrega fue puntual. ¡Repetiremos!' },
  { userName: 'Maximilian K.', location: 'München', rating: 4, language: 'de', comment: 'Tolles Auto, sehr gepflegt. Die Übergabe hat etwas länger gedauert, aber der Service war freundlich.' },
  { userName: 'Camille D.', location: 'Lyon', rating: 5, language: 'fr', comment: 'Parfait pour notre anniversaire de mariage. Le son du moteur dans les tunnels restera gravé.' },
  { userName: 'James P.', location: 'New York', rating: 4, language: 'en', comment: 'Great car, a little firm on Paris cobblestones but incredible on the open road.' },
  { userName: 'Julien M.', location: null, rating: 5, language: 'fr', comment: 'Réservation simple, caution débloquée rapidement. Je recommande sans hésiter.' },
  { userName: 'Sofia L.', location: 'Barcelona', rating: 5, language: 'es', comment: 'Servicio de diez: nos trajeron el coche a casa y nos explicaron todo con paciencia.' },
  { userName: 'Hannah S.', location: 'Wien', rating: 5, language: 'de', comment: 'Ein Traum! Perfekter Zustand, unkomplizierte Abwicklung und ein sehr kompetenter Vermieter.' },
  { userName: 'Antoine B.', location: 'Bordeaux', rating: 3, language: 'fr', comment: 'Belle voiture mais livrée avec un quart de réservoir seulement. Le propriétaire s’est excusé et a remboursé le carburant.' },
  { userName: 'Olivia H.', location: 'Dubai', rating: 5, language: 'en', comment: 'Booked it for a client event in Monaco. Everyone wanted a photo with it. Spotless service.' },
  { userName: 'Carlos R.', location: 'Sevilla', rating: 4, language: 'es', comment: 'Muy buena experiencia en general. El consumo es alto, pero ya lo sabíamos. ¡Qué sonido!' },
  { userName: 'Lena F.', location: 'Berlin', rating: 4, language: 'de', comment: 'Sehr schönes Fahrzeug. Die Kaution ist hoch, wurde aber schnell zurückgebucht.' },
  { userName: 'Inès T.', location: 'Marseille', rating: 5, language: 'fr', comment: 'Une voiture de rêve pour une journée de rêve. Merci pour la décoration et la ponctualité !' },
  { userName: 'Daniel C.', location: 'Genève', rating: 5, language: 'en', comment: 'Professional from start to finish. The car was detailed and fuelled, and the paperwork took minutes.' },
  { userName: 'Nicolas V.', location: 'Nice', rating: 4, language: 'fr', comment: 'Très bon moment sur la Grande Corniche. Petit bémol : pas de siège enfant disponible.' },
  { userName: 'Marta P.', location: null, rating: 5, language: 'es', comment: 'El mejor regalo de cumpleaños para mi marido. Todo perfecto.' },
  { userName: 'Felix B.', location: 'Zürich', rating: 5, language: 'de', comment: 'Pünktliche Lieferung ins Hotel, makelloser Zustand. Gerne wieder.' },
];
