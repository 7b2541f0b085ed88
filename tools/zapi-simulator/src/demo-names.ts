export const FEMALE_FIRST_NAMES = [
  'Ana',
  'Maria',
  'Juliana',
  'Fernanda',
  'Patrícia',
  'Aline',
  'Camila',
  'Beatriz',
  'Larissa',
  'Gabriela',
  'Mariana',
  'Letícia',
  'Vanessa',
  'Renata',
  'Cláudia',
  'Sandra',
  'Luciana',
  'Tatiane',
  'Débora',
  'Helena',
  'Alice',
  'Valentina',
  'Isabela',
  'Rosângela',
  'Francisca',
  'Antônia',
] as const;

export const MALE_FIRST_NAMES = [
  'José',
  'João',
  'Antônio',
  'Francisco',
  'Carlos',
  'Paulo',
  'Pedro',
  'Lucas',
  'Luiz',
  'Marcos',
  'Rafael',
  'Gustavo',
  'Felipe',
  'Bruno',
  'Rodrigo',
  'Thiago',
  'Diego',
  'Eduardo',
  'Fábio',
  'Leonardo',
  'Matheus',
  'Vinícius',
  'Sérgio',
  'Raimundo',
  'Otávio',
  'Heitor',
  'Davi',
  'Caio',
] as const;

export const FIRST_NAMES = [...FEMALE_FIRST_NAMES, ...MALE_FIRST_NAMES] as const;

export const LAST_NAMES = [
  'Silva',
  'Santos',
  'Oliveira',
  'Souza',
  'Rodrigues',
  'Ferreira',
  'Alves',
  'Pereira',
  'Lima',
  'Gomes',
  'Costa',
  'Ribeiro',
  'Martins',
  'Carvalho',
  'Almeida',
  'Lopes',
  'Soares',
  'Fernandes',
  'Vieira',
  'Barbosa',
  'Rocha',
  'Dias',
  'Nascimento',
  'Andrade',
  'Moreira',
  'Nunes',
  'Marques',
  'Machado',
  'Mendes',
  'Freitas',
  'Cardoso',
  'Ramos',
  'Gonçalves',
  'Santana',
  'Teixeira',
  'Araújo',
  'Cavalcanti',
  'Monteiro',
  'Moura',
  'Correia',
  'Pinto',
  'Campos',
  'Batista',
] as const;

/** Area codes weighted towards the clinic's region (São Paulo) with some from elsewhere. */
export const DDDS = [
  '11',
  '11',
  '11',
  '11',
  '11',
  '11',
  '12',
  '13',
  '15',
  '19',
  '21',
  '21',
  '31',
  '41',
  '47',
  '48',
  '51',
  '61',
  '62',
  '71',
  '81',
  '85',
  '92',
] as const;

export const CLINIC_NAME = 'Clínica Bem Viver';

export const DOCTORS = [
  'a Dra. Ana Paula (dermatologia)',
  'o Dr. Ricardo (cardiologia)',
  'a Dra. Sílvia (ginecologia)',
  'o Dr. Marcelo (ortopedia)',
  'a Dra. Camila (pediatria)',
  'o Dr. Henrique (clínico geral)',
] as const;

export const EXAMS = [
  'hemograma',
  'ultrassom abdominal',
  'eletrocardiograma',
  'raio-x do joelho',
  'exame de glicemia',
  'ecocardiograma',
  'papanicolau',
  'colesterol e triglicerídeos',
] as const;

export const LAB_EXAMS = ['hemograma', 'exame de glicemia', 'colesterol e triglicerídeos'] as const;

export const PLANS = [
  'Unimed',
  'Bradesco Saúde',
  'SulAmérica',
  'Amil',
  'Porto Seguro Saúde',
  'Hapvida',
] as const;

export const WEEKDAYS = ['segunda', 'terça', 'quarta', 'quinta', 'sexta'] as const;

export const TIMES = [
  '8h',
  '8h30',
  '9h',
  '10h15',
  '11h',
  '13h30',
  '14h',
  '14h30',
  '15h45',
  '16h30',
  '17h',
] as const;

export const GROUPS = [
  { id: '120363019502650977-group', name: 'Equipe Recepção' },
  { id: '120363042871165309-group', name: 'Médicos – Plantão' },
  { id: '120363087310452216-group', name: 'Financeiro e Convênios' },
] as const;

export const NEWSLETTER = {
  id: '120363166555745933@newsletter',
  name: 'Bem Viver – Dicas de Saúde',
} as const;

export const STAFF = [
  'Carla Recepção',
  'Dra. Ana Paula',
  'Dr. Ricardo',
  'Renata Financeiro',
  'Jéssica Recepção',
  'Dr. Henrique',
  'Márcio Gerente',
] as const;

export const ABOUTS = [
  'Disponível',
  'Ocupado',
  'Na academia',
  'Só urgências',
  'Deus é fiel 🙏',
  'Trabalhando',
  'Bateria fraca',
  'Em reunião',
  '🌻',
  'Família é tudo',
] as const;
