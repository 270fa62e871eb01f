import type { LabelledMessage } from "./labelled-message";

// Neighbours and compound life (walls, noise, taps, shared toilets, trees, animals, violent quarrels, police); writers: Kissy market trader in Krio by voice-typing, retired Wilberforce civil servant writing formal letters, young Calaba Town okada rider in SMS shorthand, UK-based nurse with a family compound in Wellington, Bo schoolteacher mixing English and Krio, FBC student tenant with typos, Guinean Fula trader using French words, elderly Makeni landlady dropping vowels.
export const DEVELOPMENT_SEVENTY_SIXTH: LabelledMessage[] = [
  {
    message: "Dear Sir, I was charged with disorderly conduct following a noise dispute and my trial begins next month. I seek representation.",
    intent: "area:criminal",
  },
  { message: "abeg send me 10k leones credit, my neighbour go pay you back", intent: "off-topic" },
  {
    message:
      "the mason I paid to build my fence ran away with half the money after laying only two rows of blocks. we signed an agreement with a stamp from his company. I want to take action on it",
    intent: "area:contract",
  },
  { message: "if my neighbour calls police on me every week for nothing, is that harassment? can the law stop her?", intent: "legal-question" },
  { message: "what time does the basketball court behind the Lumley compounds open?", intent: "off-topic" },
  {
    message:
      "Dear Chambers, I write on behalf of my elderly mother who was taken from her home in Kenema this morning by police after a dispute with a neighbour about a mango tree. She is diabetic and has not been given her medication.",
    intent: "urgent",
  },
  { message: "Parlez-vous français?", intent: "knowledge:Languages spoken" },
  { message: "hey", intent: "greeting" },
  { message: "wat ur phone number", intent: "phone" },
  { message: "where to buy rat poison? rats coming from neighbour's dustbin", intent: "off-topic" },
  { message: "I'm in the UK, what number can I call the firm on", intent: "phone" },
  { message: "how dem de tap palm wine? neighbour get palm tree we wan try", intent: "off-topic" },
  {
    message: "police keep coming to ask for my son over the neighbour fight, he's not at home. we want a lawyer before he goes to them",
    intent: "area:criminal",
  },
  {
    message: "pls hurry. officers are inside our compound right now arresting my husband bcos neighbor said he threatened him with cutlass. he never did",
    intent: "urgent",
  },
  {
    message:
      "Our compound is five houses and we have agreed to hire one security guard together. We need a proper employment contract for him so there is no palaver later about salary and leave.",
    intent: "area:contract",
  },
  { message: "abeg a wan meet una lawyer, wetin a fo do for get appointment", intent: "booking" },
  {
    message:
      "Our wall was built 30 years ago and the new neighbour says it must be pulled down because it's 1 foot inside his survey plan. Will the court order it demolished?",
    intent: "legal-question",
  },
  { message: "What are your fees for a boundary case?", intent: "knowledge:Fees" },
  { message: "una de handle all kind of case?", intent: "services" },
  { message: "I'm in the UK and want a video call with a lawyer about my parents' compound in Wellington. How do I set that up?", intent: "booking" },
  {
    message: "does my neighbour need my permission before he builds a two storey house that will block all the light and air to my rooms?",
    intent: "legal-question",
  },
  { message: "which paint colour fine for boundary wall, white or cream", intent: "off-topic" },
  {
    message: "Neighbour has reported me to police for assault and I have to report to the station Monday. I need a criminal lawyer to go with me.",
    intent: "area:criminal",
  },
  { message: "good afternoon una", intent: "greeting" },
  { message: "hmm", intent: "unknown" },
  { message: "wich languages una de speak", intent: "knowledge:Languages spoken" },
  { message: "can I come Monday to see someone? mi neighbour don take me to court", intent: "booking" },
  { message: "a wan register mi lan, di neighbour dem de encroach small small", intent: "area:land" },
  { message: "Please help, the man next door is threatening to burn our house tonight because of the boundary fight. We are so scared.", intent: "safety" },
  { message: "criminal case: neighbour accuse me of poisoning her dog. court next Thursday", intent: "area:criminal" },
  { message: "a mob from the next compound is gathering outside saying my son stole a phone. they want to beat him", intent: "safety" },
  { message: "we nor wan go court wit neighbour, we wan somebody for sit we down settle am", intent: "area:arbitration" },
  {
    message:
      "hi im writing from London, my brother has been on remand in Pademba Road since last week after a fight with the neighbour. he has no lawyer and my mum is crying every day",
    intent: "urgent",
  },
  { message: "what is your email", intent: "email" },
  { message: "mek a cam see lawyer Friday? na about di tap wey neighbour lock", intent: "booking" },
  {
    message:
      "Port authority seized our barrels of family goods at the quay saying we under-declared them. My aunty in London filled the form herself and everything was correct. Need help getting them back.",
    intent: "area:shipping",
  },
  { message: "my co-director next door took money from our company account without any board meeting. governance problem, need help", intent: "area:business" },
  { message: "can i pay small small?", intent: "knowledge:Fees" },
  { message: "tenki", intent: "thanks" },
  { message: "i was a driver for the man next door, he sacked me when I asked for leave. unfair dismissal", intent: "area:contract" },
  { message: "Hawa Turay na una lawyer? mi aunty recommend am", intent: "attorney:Hawa Turay" },
  { message: "salaam aleikum", intent: "greeting" },
  {
    message: "Good morning, I want to arrange a meeting with a lawyer for our tenants. We are 6 tenants and all of us have a problem with the landlord.",
    intent: "booking",
  },
  {
    message:
      "I came back from the provinces and found my neighbour has built his new wall about three feet onto my land. He says his surveyor told him it's fine. I need a land lawyer to handle this.",
    intent: "area:land",
  },
  {
    message: "We run a cookery shop in the compound and want to bring in an investor from Ghana. Can you handle the investment papers?",
    intent: "area:business",
  },
  { message: "do una get free lawyer for poor people? legal aid", intent: "knowledge:Fees" },
  { message: "wat time u close 2day", intent: "hours" },
  {
    message:
      "my neighbour's son damaged my car with stones, the windscreen and two windows. The father says the boy is old enough to pay himself. can I make his parents pay? he is 16",
    intent: "legal-question",
  },
  { message: "can i come charge my phone at your office? light don off for our area since 3 days", intent: "off-topic" },
  { message: "I am coming from Kenema, where exactly in Freetown is the office?", intent: "address" },
  { message: "where I fit park mi car when a come", intent: "knowledge:Parking" },
  {
    message:
      "Grandma passed and my uncles who live in the compound want to share her things before we even get letters of administration. We need help with the probate.",
    intent: "area:family",
  },
  { message: "neighbour boat jam mi boat na di wharf for Goderich and e break am. need lawyer for dis", intent: "area:shipping" },
  { message: "need a lawyer to check the contract the construction company gave us for the boundary wall", intent: "area:contract" },
  {
    message:
      "Mon frère est arrêté. Police take my brother from compound for fight wit neighbour about di toilet. He de na Eastern police now. Please help quick",
    intent: "urgent",
  },
  {
    message:
      "customs at the quay holding our container of tiles for 3 weeks now. the tiles are for our new compound and demurrage is adding every day. the officers keep saying come back tomorrow. can una help clear it",
    intent: "area:shipping",
  },
  { message: "parking near the office? Siaka Stevens St too busy", intent: "knowledge:Parking" },
  { message: "am hiding in my room, neighbour husband is drunk and banging my door saying he will teach me lesson", intent: "safety" },
  { message: "is there rain tomorrow in Freetown? we want to clean the gutter in the compound", intent: "off-topic" },
  { message: "dem de fight outside now, my husband and di neighbour, dem get bottle. a fraid somebody go die", intent: "safety" },
  { message: "Dear Sir, kindly provide your telephone number.", intent: "phone" },
  {
    message:
      "Two people sold the same plot, one to me and one to my neighbour. We both have papers and both of us have started building. Now we are quarrelling every day. need a lawyer to sort it out",
    intent: "area:land",
  },
  { message: "how do I get chewing gum out of my son's hair, the neighbour's kids put it there lol", intent: "off-topic" },
  { message: "talk later", intent: "goodbye" },
  {
    message:
      "Abeg book me for consultation. Na about neighbour im pig dem, dem de cam insai we compound every day and di smell don make me pikin sick. Any day dis week fine",
    intent: "booking",
  },
  { message: "Brother arrested. Calaba town station. neighbour fight. pls", intent: "urgent" },
  { message: "My stepfather beats me and my sister in our compound and the neighbours just watch. I am 16. Please", intent: "safety" },
  {
    message: "How loud can my neighbour play music at night before it is against the law? He runs a bar beside us and it goes until 3am every weekend.",
    intent: "legal-question",
  },
  { message: "people are chasing my mother with sticks saying she is a witch who killed the neighbour's child", intent: "safety" },
  { message: "pls can I see a lawyer 2moro morning? neighbour palaver", intent: "booking" },
  { message: "if I cut the branches of my neighbour's mango tree that hang over my compound, can he take me to court?", intent: "legal-question" },
  { message: "which time Arsenal de play today? we want watch am na neighbour im TV", intent: "off-topic" },
  {
    message:
      "Dear Sir, my neighbour has installed a security floodlight that shines directly into my bedroom all night. Am I within my rights to demand that he removes it?",
    intent: "legal-question",
  },
  { message: "Can I whatsapp you? what number", intent: "phone" },
  { message: "Can my husband and I meet a lawyer together about the quarrel in our compound? When is there space?", intent: "booking" },
  { message: "Who won the Leone Stars match yesterday? my neighbour was shouting all night", intent: "off-topic" },
  {
    message:
      "My mum is 68 and the police took her from the family house in Wellington last night after the neighbour accused her of poisoning his goats. I'm in Manchester and no one will tell me where she is. Please, can someone go to the station for her?",
    intent: "urgent",
  },
  {
    message:
      "Mi papa lan na Makeni. Since e die 2018 di neighbour dem don build two room on am and plant cassava. We get di survey plan and di conveyance. Abeg una fit help we collect am back",
    intent: "area:land",
  },
  { message: "Is your office open in the evenings?", intent: "hours" },
  { message: "una email", intent: "email" },
  {
    message:
      "Can you recommend a generator that doesn't make much noise? My neighbours keep complaining about my old Tiger generator and I want peace in the compound.",
    intent: "off-topic",
  },
  { message: "we want resolve rent dispute with di tenant next door without court, through mediation", intent: "area:arbitration" },
  {
    message:
      "Dear Sir, a cargo of cement I imported for the construction of my compound wall arrived wet and unusable. I wish to make a cargo claim against the shipping line.",
    intent: "area:shipping",
  },
  { message: "una de open early morning? lek 7", intent: "hours" },
  { message: "mi broda de na cell na Makeni, dem say e kill neighbour im dog. dem de beat am insai dey. abeg", intent: "urgent" },
  { message: "cheapest flight London to Freetown for December?", intent: "off-topic" },
  {
    message:
      "I want to book an appointment with a lawyer about my neighbour wall problem. His wall is leaning on my kitchen and I think it will fall. Which day can I come?",
    intent: "booking",
  },
  { message: "my company don sack me because a quarrel wit my supervisor wey na mi neighbour. a wan fight am", intent: "area:contract" },
  { message: "ok thanks", intent: "thanks" },
  {
    message: "wi compound landlord don go police station wit di neighbour and now dem nor release am, dem put am insai cell. e get pressure. help us",
    intent: "urgent",
  },
  {
    message: "I won an arbitration award against my business partner who lives next door but he refuses to pay. I need help enforcing it",
    intent: "area:arbitration",
  },
  { message: "neighbour don put case for me say a insult am, dem say na criminal libel? ah need lawyer", intent: "area:criminal" },
  { message: "Can my landlord stop me from using the shared toilet because I complained about the rent increase?", intent: "legal-question" },
  { message: "me n my neighbour wey we get shop together wan settle di money problem outside court", intent: "area:arbitration" },
  { message: "best way to kill termites eating our wooden fence?", intent: "off-topic" },
  { message: "What kind of cases do you handle?", intent: "services" },
  { message: "Good day, I am buying a house in Hill Station and want the title checked before I pay.", intent: "area:land" },
  { message: "my neighbor hit me first and I hit back. if he report me, will I be the one charged?", intent: "legal-question" },
  { message: "My phone battery finish fast since I start charging am wit neighbour im solar. Which charger good?", intent: "off-topic" },
  { message: "r u open on public holiday like Independence Day", intent: "hours" },
  {
    message:
      "mediation for landlord and tenants in our compound? every week na quarrel over water, light bill and di toilet. we tired. we want somebody neutral to sit us down",
    intent: "area:arbitration",
  },
  { message: "can i park my okada there", intent: "knowledge:Parking" },
  { message: "Dear Sir, may I know the names of the advocates in your chambers?", intent: "team" },
  { message: "best mosquito net brand? the gutter near our compound breeds plenty mosquitoes", intent: "off-topic" },
  { message: "di neighbour goat dem de eat my garden every day. if a kill one goat, dem go lock me up?", intent: "legal-question" },
  {
    message: "I'm in Maryland US, bought land in Tombo in 2019 and now my neighbour has fenced half of it. I need a lawyer to act for me there.",
    intent: "area:land",
  },
  {
    message:
      "urgent!! soldiers carry my uncle go barracks after fight over boundary wall at Lumley. military man na di neighbour. we nor no wetin dem de do am",
    intent: "urgent",
  },
  { message: "which lawyers work there", intent: "team" },
  { message: "una de talk Krio?", intent: "knowledge:Languages spoken" },
  { message: "mi aunty de beat mi everyday na di compound. a 15 years. a nor get where for go", intent: "safety" },
  {
    message: "I share a shop in the compound with my neighbour and we want to put it in writing as partners and register the business properly",
    intent: "area:business",
  },
  { message: 'the man in front house told my wife he will "finish" her if she reports him again. he has done it before. we are not safe', intent: "safety" },
  { message: "I work as a house help for the family next door, they owe me 5 months salary. Need help", intent: "area:contract" },
  {
    message:
      "I have been using the small piece of land behind my house for my garden for 14 years and the owner next door never said anything. Now he wants it back. Is it true that after 12 years it becomes mine?",
    intent: "legal-question",
  },
  {
    message:
      "We got an arbitration award in London against a Freetown company that was supplying materials for our estate. They refuse to pay. Please help us enforce the award here in Sierra Leone.",
    intent: "area:arbitration",
  },
  {
    message: "di water tank dem wey we order from abroad don cam by sea but di port people dem de ask for plenty money before dem release",
    intent: "area:shipping",
  },
  { message: "Hello can I talk to a lawyer today by phone, about my neighbour's building", intent: "booking" },
  {
    message:
      "My sister died in March and our neighbour has been taking care of her two children since then. Now she won't let me see them and says she will take them to Guinea. I want custody of them.",
    intent: "area:family",
  },
  { message: "Could I get an appointment with a woman lawyer please? It's about the man in the next compound", intent: "booking" },
  {
    message: "Landlady say all tenant dem go share di cost for empty di septic tank, even me wey just move in last month. Ah fo pay?",
    intent: "legal-question",
  },
  { message: "how much na transport from Freetown to Bo by bus", intent: "off-topic" },
  { message: "Dear Madam, I wish to make a will dividing our family compound in Bo among my four children, as I am getting old.", intent: "area:family" },
  { message: "I'd like to meet a lawyer about our boundary pillars. Is Thursday at 11 possible?", intent: "booking" },
  { message: "Dear Sir, how may I reach your chambers?", intent: "contact" },
  {
    message: "police dey hol my mama since yestaday na Kissy Mess Mess station, neighbour quarrel. dem say she fo pay 2 million before dem free am",
    intent: "urgent",
  },
  { message: "I wan see lawyer bout me neighbor tree wey fall on me house, when una free", intent: "booking" },
  { message: "my employer who is also my neighbour sacked me without notice and won't pay my last 3 months", intent: "area:contract" },
  {
    message: "If I lock the compound gate at 10pm, can the other tenants force me to give them a key? I am the caretaker and the landlord lives abroad.",
    intent: "legal-question",
  },
  { message: "do you only do court cases or other things too?", intent: "services" },
  { message: "di plumber wey a pay for fix di compound toilet nor finish di work. a get paper we sign", intent: "area:contract" },
  { message: "do you have parking space for visitors", intent: "knowledge:Parking" },
  { message: "mi neighbour build toilet pit near mi well. na legal? di water don spoil", intent: "legal-question" },
  { message: "thanks for the help", intent: "thanks" },
  { message: "what services do you offer for people in the diaspora?", intent: "services" },
  {
    message: "do una handle charter party? we charter boat for carry goods to Bonthe and we don pay half. now di owner cancel and e nor wan return di money",
    intent: "area:shipping",
  },
  { message: "if my neighbour im coconut fall and wound my pikin, who go pay? and can I claim for am", intent: "legal-question" },
  { message: "au revoir", intent: "goodbye" },
  { message: "list of your services pls", intent: "services" },
  { message: "bonjour", intent: "greeting" },
  { message: "Mon - Fri only or weekends too?", intent: "hours" },
  { message: "do you handle land disputes with neighbours? they blocked our access road with a fence", intent: "area:land" },
  { message: "neighbour im dog bite mi pikin. e get for pay di hospital bill? wetin di law say", intent: "legal-question" },
  { message: "our neighbour wants to sell us a strip of land for a driveway. need help with the transfer papers", intent: "area:land" },
  { message: "Is the office open during lunch hour, like 1pm?", intent: "hours" },
  {
    message: "Pa die and e nor write will. im second wife na di compound say di whole house na for her pikin dem. we need help with di inheritance",
    intent: "area:family",
  },
  {
    message: "I was attacked in the shared toilet this morning by a woman in the compound who hates me. I'm hurt and scared to go back home",
    intent: "safety",
  },
  { message: "wat ways cn i reach u guys", intent: "contact" },
  { message: "Dear Sir, may I know your consultation fee?", intent: "knowledge:Fees" },
  { message: "What time does the chambers open in the morning?", intent: "hours" },
  { message: "mi neighbour im wife wan leave am and she ask me for find lawyer for di divorce, una de handle dat kind?", intent: "area:family" },
  {
    message: "Police arrest me husband dis morning na we yard for Waterloo, neighbour say e spoil im water pipe. Dem say e go court Monday. E de na cell now",
    intent: "urgent",
  },
  { message: "mi neighbour de beat im wife every night, tonight e worse, she de holla for help. wetin a fi do", intent: "safety" },
  {
    message:
      "police invite me for statement tomorrow because neighbour say I tif im goat. I nor tif notin, di goat self bin de eat mi garden. a wan lawyer go wit mi",
    intent: "area:criminal",
  },
  { message: "can I speak Temne with the lawyer", intent: "knowledge:Languages spoken" },
  { message: "how to reach una from Bo", intent: "contact" },
  { message: "Je voudrais un rendez-vous avec un avocat. Problem with neighbour in Freetown.", intent: "booking" },
  { message: "which phone better, Tecno or Itel, under 1 million", intent: "off-topic" },
  { message: "merci beaucoup", intent: "thanks" },
  { message: "my neighbour and mi get fight, now police de put mi wife in di van, dem de go now now", intent: "urgent" },
  { message: "What are your office hours please?", intent: "hours" },
  {
    message:
      "my neighbour sold me a generator with written warranty of one year but it spoil after 2 weeks. when a go back e refuse refund, e say na me spoil am. a wan make e respect di paper",
    intent: "area:contract",
  },
  {
    message: "I live alone and the man in the next room keeps trying to open my door at night. Last night he said he will come in whether I like it or not.",
    intent: "safety",
  },
  {
    message: "Dem lock my brother na cell sake of noise complaint. Since Saturday night. Police say e for pay before dem release am. Na so di law say?",
    intent: "urgent",
  },
  {
    message: "Dear Sir, I would like to schedule a consultation concerning an encroachment on my property by my neighbour. Kindly indicate available dates.",
    intent: "booking",
  },
  { message: "a get problem", intent: "unknown" },
  { message: "they hav my sista at Waterloo police since morning, neighbour say she beat her pikin. she dnt beat no1. pls help", intent: "urgent" },
  { message: "Our compound shares one tap and the landlord locked it because we were one month late with rent. Is that allowed?", intent: "legal-question" },
  { message: "how many bags of cement for 30 metre fence 6 feet high", intent: "off-topic" },
  { message: "my husband don marry di woman next door and now e wan divorce me. I need lawyer", intent: "area:family" },
  {
    message:
      "Neighbours say they will burn our car and the house if we don't move the fence by Friday. Last year they burnt another family's kiosk so I know they mean it",
    intent: "safety",
  },
  { message: 'wetin na di meaning of "compound" for chemistry. na for my WASSCE', intent: "off-topic" },
  {
    message:
      "the tenant next door throws dirty water into our yard every morning. We have told him many times and he laughs. can I sue him or only his landlord?",
    intent: "legal-question",
  },
  { message: "kushe", intent: "greeting" },
  { message: "Mi and 3 neighbours put money for buy big generator and sell light to di whole street. We wan make am proper company", intent: "area:business" },
  { message: "what to bring for first meeting", intent: "knowledge:What to bring" },
  { message: "The supplier of our water tanks and I agreed to arbitration in the contract. I want to start the arbitration now", intent: "area:arbitration" },
  { message: "how much una de charge for consultation", intent: "knowledge:Fees" },
  {
    message:
      "Good evening, I am a tenant and police just took my landlady from the compound because of the neighbour's complaint about the boundary wall. She asked me to contact a lawyer for her.",
    intent: "urgent",
  },
  {
    message:
      "I'm being investigated for threatening my neighbour on WhatsApp. It was just an argument about her dogs and I was angry. CID called me to come in on Wednesday. need a lawyer",
    intent: "area:criminal",
  },
  { message: "all the ways to contact the firm?", intent: "contact" },
  { message: "Hi, I'd like a consultation to discuss taking my neighbour to court for the damage to my car.", intent: "booking" },
  {
    message:
      "Police don take my papa from the compound this morning because of the fence palaver wit di neighbour. Dem de hold am na Kissy police station. Abeg help we",
    intent: "urgent",
  },
  { message: "wetin na di price for 1000 litre water tank (Polytank)", intent: "off-topic" },
  {
    message:
      "Good afternoon. My landlord has been held at Lumley police station since last night after a fight with the neighbour over the drainage. Can a lawyer go there today?",
    intent: "urgent",
  },
  { message: "tenki ya, God bless", intent: "thanks" },
  { message: "wat areas of law u cover", intent: "services" },
  { message: "pls pls dem kam tek mi papa, dem say na im bit di neighbour im pikin. dem de na Congo Cross wit am", intent: "urgent" },
  { message: "who is the boss of the firm", intent: "team" },
  { message: "how much court go award me if neighbour wall fall on my car and spoil am?", intent: "legal-question" },
  { message: "can i email a lawyer? wats the mail", intent: "email" },
  { message: "wetin fi cure cough? dust from neighbour im construction de disturb me pikin", intent: "off-topic" },
  { message: "una lawyer dem na Sierra Leonean?", intent: "team" },
  { message: "need help with customs clearance for a 20ft container at QEII Quay, the agent says our papers are wrong", intent: "area:shipping" },
  { message: "If my brothers sold part of the family compound to the neighbour without telling me, can I get my share back?", intent: "legal-question" },
  { message: "una number pls, and una de open Saturday?", intent: "phone", also: ["hours"] },
  { message: "wetin a fo carry when a cam", intent: "knowledge:What to bring" },
  { message: "hello", intent: "greeting" },
  { message: "I lost my title deed in the flood and now the neighbour is claiming part of the land. Can you help me sort out the title?", intent: "area:land" },
  { message: "Are your lawyers senior or just juniors?", intent: "team" },
  { message: "my husband de na Ross Road police station for 2 days now. na neighbour report am for beating im dog. dem nor allow we see am", intent: "urgent" },
  { message: "pls", intent: "unknown" },
  { message: "I want to start a small water business selling from my borehole to the neighbours, and I need to register it", intent: "area:business" },
  { message: "phone nomba for di office", intent: "phone" },
  { message: "una office near Cotton Tree?", intent: "address" },
  { message: "is there parking at your office?", intent: "knowledge:Parking" },
  {
    message:
      "My mother's caretaker was arrested at the compound today after the neighbour reported him for cutting the shared tree. He is at Waterloo police now. Can you get him out on bail?",
    intent: "urgent",
  },
  { message: "good morning", intent: "greeting" },
  { message: "who are the lawyers at your firm?", intent: "team" },
  {
    message:
      "I want to change the name of my registered company and add my neighbour as a director. He put money into the business last year so it's only fair. What does your firm need from us to do this?",
    intent: "area:business",
  },
  { message: "my neighbour tree branch fall on my roof and break di zinc. he say na God do am. e fo pay?", intent: "legal-question" },
  {
    message:
      "My dad was released after 2 days but the police kept his phone and ID. The case about the neighbour's wall is still open and we need a lawyer on it.",
    intent: "area:criminal",
  },
  { message: "how can I contact you", intent: "contact" },
  { message: "neighbour and I own a poultry business together, we want a shareholders agreement before we expand", intent: "area:business" },
  { message: "my lease for the shop in front of the compound is ending and I want a new lease drawn up with the owner", intent: "area:land" },
  { message: "wetin a go put for mek goat nor eat me pepper plant dem", intent: "off-topic" },
  {
    message:
      "i wan do title search before a buy di plot next to mi compound. di man wey de sell am say na im grandpa lan but di oda neighbour dem say na family lan. a nor wan lose mi money",
    intent: "area:land",
  },
  {
    message:
      "the security company we contracted for the compound keeps breaching the agreement. guards never come at night and last week thieves entered two houses. we paid for six months in advance",
    intent: "area:contract",
  },
  { message: "Who is Fatmata Kamara?", intent: "attorney:Fatmata Kamara" },
  {
    message:
      "my boyfriend was picked up by CID from our compound at Aberdeen this morning, the neighbour accused him of stealing from her room. We don't know where they took him. Can you find him?",
    intent: "urgent",
  },
  { message: "hi there", intent: "greeting" },
  {
    message: "the police beat my brother when they arrested him last month. he is free now but we want to report the human rights abuse",
    intent: "area:criminal",
  },
  { message: "i need appointment asap to talk about boundary, surveyor come yesterday and mark inside my compound", intent: "booking" },
  {
    message:
      "Madam, the family that claims our land came with machetes this morning and chased my father off. We are staying with friends and they say they will come for us there too.",
    intent: "safety",
  },
  { message: "where is your office", intent: "address" },
  {
    message: "neighbour get cutlass de na me door now, e say e go kill me. a lock misef inside wit mi pikin dem. e de knock di door hard hard",
    intent: "safety",
  },
  { message: "can you review a supply agreement before I sign? my neighbour wants to supply rice to my shop", intent: "area:contract" },
  { message: "my neighbour's cat just gave birth, what do the kittens eat", intent: "off-topic" },
  { message: "how do I get to your office from Lumley", intent: "address" },
  { message: "how to fix a leaking water tap, the washer keeps spoiling every week", intent: "off-topic" },
  {
    message: "I want to adopt the little boy next door whose parents died last year. He has been living with us since then and calls me mummy.",
    intent: "area:family",
  },
  { message: "my mother speaks only Mende, can she talk to a lawyer there?", intent: "knowledge:Languages spoken" },
  { message: "our residents' association want to become a company limited by guarantee, can una help us wit di registration", intent: "area:business" },
  {
    message: "can i book for next Tuesday about a noise case with my neighbour? he has a bar and the music goes all night. afternoon is better for me",
    intent: "booking",
  },
  { message: "wi compound gate don broke, some boys de threaten fo come tif and beat we tonight", intent: "safety" },
  { message: "mi papa nor de gi mi mama money for we school, e de na di nex compound wit im oda wife. a wan sue for maintenance", intent: "area:family" },
  {
    message:
      "There is a footpath behind our compound that we have used for 20 years to reach the main road. The new owner of the next plot has put a fence across it. Does he have the right to block it?",
    intent: "legal-question",
  },
  { message: "wich street una de", intent: "address" },
  { message: "how many lawyers una get", intent: "team" },
  {
    message: "how much cement bag na Freetown dis week? di rain don knock down part of we fence and we wan build am back before Christmas",
    intent: "off-topic",
  },
  {
    message: "Ma soeur est en garde à vue à Freetown depuis hier. Problem wit neighbour over sharing toilet. She dont speak good English. Help",
    intent: "urgent",
  },
  { message: "neighbour", intent: "unknown" },
  { message: "pls my neighbour poured kerosene near our kitchen and said next time he will light it. we are afraid", intent: "safety" },
  { message: "una open Saturday?", intent: "hours" },
  {
    message: "My neighbour and I shipped a container of building materials for our fence from China, it's stuck at Queen Elizabeth II Quay with customs",
    intent: "area:shipping",
  },
  { message: "Dear Sir, kindly inform me of your working days and hours.", intent: "hours" },
  { message: "my baby father live two doors away and refuse pay for di pikin. a wan claim maintenance", intent: "area:family" },
  { message: "how to chase snakes from the bush behind our compound, we saw one yesterday", intent: "off-topic" },
  { message: "The new borehole next door is drying up our well. Does the law say anything about this?", intent: "legal-question" },
  {
    message:
      "hello police took my daughter from school today bcos neighbour says she broke her car window wit stone. she is 14. she is at the station now crying",
    intent: "urgent",
  },
  { message: "Do you know a plumber in Kissy? the shared toilet don block again", intent: "off-topic" },
  {
    message: "my late husband's family want to drive me and the children out of the house. dem all live around us. I need someone to help me with the estate",
    intent: "area:family",
  },
  { message: "a de cam from Waterloo, una go still open by 4:30? and usai di office de exactly", intent: "hours", also: ["address"] },
  { message: "pipul dem de tro stone na we os now now, afta di quarrel wit neighbour", intent: "safety" },
  {
    message:
      "Our compound association has a dispute with the contractor who built the wall, and the contract says any dispute goes to arbitration. We need help.",
    intent: "area:arbitration",
  },
  {
    message:
      "divorce case. my husband moved out 6 months ago and now lives next door with his new woman, I see them every day. I am ready to end the marriage. need lawyer",
    intent: "area:family",
  },
  {
    message: "who handles shipping law? I'm importing a container of goods with my neighbour from Antwerp and the bill of lading has the wrong name on it",
    intent: "area:shipping",
  },
  { message: "what are the ways I can get in touch besides this chat?", intent: "contact" },
  {
    message:
      "The big mango tree in my compound fell onto the public road during last night's storm and blocked it. The council people came this morning. Can they fine me for this?",
    intent: "legal-question",
  },
  {
    message:
      "Dear Sir, my husband was detained yesterday evening at Congo Cross Police Station following a complaint by our neighbour regarding the boundary wall. He has not been released or charged. Kindly advise urgently.",
    intent: "urgent",
  },
  { message: "Is there someone at the firm who does arbitration for disputes between neighbours who run businesses together?", intent: "area:arbitration" },
  { message: 'translate "good morning neighbour" into Temne for me pls', intent: "off-topic" },
  {
    message:
      "my neighbour borrowed 5 million from me in January to fix his roof. We wrote an agreement and two people signed as witnesses. Now the date has passed and he says he has nothing. I want to enforce it",
    intent: "area:contract",
  },
  { message: "email address pls", intent: "email" },
  {
    message: "Is it legal for my neighbour to build his wall 2 feet inside my land because he says the old pillar was in the wrong place?",
    intent: "legal-question",
  },
  { message: "I will drive from Wellington, is parking available?", intent: "knowledge:Parking" },
  { message: "can sumbodi from una office meet me on Saturday? I de work all week. neighbour matter", intent: "booking" },
  {
    message:
      "the goods my brother sent from UK in three barrels for our compound were damaged on the ship, water entered and everything spoil. we have the shipping receipt. I want to claim from the company",
    intent: "area:shipping",
  },
  { message: "Can the chief in our village order me to break down my fence because a neighbour complained to him?", intent: "legal-question" },
  {
    message:
      "My neighbour supplied sugar and flour to my shop for a year and now we disagree over what I owe him. Our agreement says disputes go to arbitration. I want to use that instead of court",
    intent: "area:arbitration",
  },
  { message: "di landlord de harass me pikin gyal, e touch am. we fraid for stay na di compound", intent: "safety" },
  { message: "my neighbour say EDSA go off light tomorrow, una no di schedule?", intent: "off-topic" },
  {
    message: "Please put me down for a consultation. My name is Sallieu, my neighbour has blocked my gate with his containers for two weeks now.",
    intent: "booking",
  },
  {
    message:
      "Dear Sir, since the boundary quarrel my neighbour's sons have been stoning our house every night. My children cannot sleep. I fear they will hurt one of us.",
    intent: "safety",
  },
  {
    message:
      "Sir my neighbour brought police and they have taken my wife with our baby to the station over a fight about the shared toilet. Please I need someone there now",
    intent: "urgent",
  },
  {
    message:
      "my son was charged with malicious damage for breaking the neighbour's fence during a football argument. They gave him bail but the court date is next week and we have no lawyer. can you defend him?",
    intent: "area:criminal",
  },
  { message: "tell me about Ibrahim Jalloh the criminal lawyer", intent: "attorney:Ibrahim Jalloh" },
  { message: "appoint mnt pls for me n my sista, family lan wit neighbour", intent: "booking" },
  {
    message: "dem arrest di whole compound boys dem, 4 of dem, afta di fight wit neighbours last night. dem de na Kossoh Town station. abeg help we",
    intent: "urgent",
  },
  { message: "i want to legally adopt my stepdaughter, her real father is our neighbour and he agrees", intent: "area:family" },
  { message: "is the office open right now?", intent: "hours" },
  { message: "family land for Waterloo, my cousins next door de sell part of am. help", intent: "area:land" },
  {
    message: "Our building company has a dispute with a Ghanaian client and the contract says arbitration in Freetown. Can you represent us?",
    intent: "area:arbitration",
  },
  { message: 'can u help my pikin with homework, essay on "My neighbourhood" 200 words', intent: "off-topic" },
  {
    message: "my solar panels for the compound came in a container that was opened and half were stolen before delivery. I want to go after the shipping line",
    intent: "area:shipping",
  },
  { message: "I need to write a will so my children won't fight with my brother's family over the compound after I die", intent: "area:family" },
  {
    message:
      "my son was taken by OSD men last night after a quarrel with the neighbour who is a big man. We don't know which station they carried him to. Please help us find him",
    intent: "urgent",
  },
  { message: "is it good to plant coconut tree near the house? will the roots break the foundation?", intent: "off-topic" },
  { message: "I appreciate it", intent: "thanks" },
  { message: "What's the address?", intent: "address" },
  {
    message:
      "Got summons from magistrate court yesterday. neighbour says i stole his water pipes when we were fixing the compound tap, but they were my own pipes that I bought. need someone to defend me",
    intent: "area:criminal",
  },
  { message: "how much to hire lawyer for court case wit my neighbour", intent: "knowledge:Fees" },
  { message: "are you open on Sunday? I work all week", intent: "hours" },
  {
    message:
      "Please, my cousin has been held at the barracks at Wilberforce since yesterday. The neighbour is a soldier and had him picked up over a parking space in the compound.",
    intent: "urgent",
  },
  { message: "which email I fit send di pictures of di broken wall to?", intent: "email" },
  { message: "I want a proper contract drafted for the builder who will do our compound wall", intent: "area:contract" },
  { message: "school fees for Annie Walsh dis term how much", intent: "off-topic" },
  {
    message:
      "boundary palaver with neighbour. di surveyor pillar dem wey we put since 2015 don move, somebody pull dem out for night. now e de claim say di lan na im own. need help",
    intent: "area:land",
  },
  { message: "bye", intent: "goodbye" },
  { message: "De polis dem don cum now now for carry me papa. Dem say neighbour im wall fall sake of we tree. Dem de na gate", intent: "urgent" },
  { message: "mi neighbour de beat mi now now wit stick, a de hide na bathroom", intent: "safety" },
  {
    message:
      "The police are at our compound gate with the neighbour pointing at my father and telling them to take him. They have a vehicle outside. What should we do right now?",
    intent: "urgent",
  },
  { message: "di elders try settle me and neighbour but e nor work. una get mediation?", intent: "area:arbitration" },
  { message: "Dear Sir, kindly advise which documents I should carry to the consultation.", intent: "knowledge:What to bring" },
  { message: "a want lawyer for defend mi pikin na court, dem say e wound neighbour pikin wit stone", intent: "area:criminal" },
  {
    message:
      "I'm writing from Atlanta. My father has been in custody in Bo since Monday after the neighbours fought over a water tap. Nobody has charged him with anything. Can your criminal lawyer visit him?",
    intent: "urgent",
  },
  { message: "wetin na di score for East End Lions match", intent: "off-topic" },
  { message: "tell me about your team", intent: "team" },
  { message: "ok see you", intent: "goodbye" },
  {
    message:
      "custody of my pikin. Di papa and im family live next door to we. Since two months dem de hide di pikin from me and say a nor go see am again. a wan lawyer for dis",
    intent: "area:family",
  },
  {
    message: "Dear Sir, I intend to incorporate a company for my block-making yard behind my house. Kindly assist with the registration.",
    intent: "area:business",
  },
  { message: "una office de na usai", intent: "address" },
  { message: "we sign paper wit neighbour for share light bill but e nor de pay im part", intent: "area:contract" },
  { message: "recipe for cassava leaf please, neighbours are coming Sunday", intent: "off-topic" },
  { message: "do you help diaspora people invest? I want to build shops on my compound in Freetown to rent out as a business.", intent: "area:business" },
  { message: "how di body", intent: "greeting" },
  {
    message:
      "Police came with the neighbour and handcuffed my son right in front of everyone in the compound. They are driving him to the station as I type this. Please what do we do",
    intent: "urgent",
  },
  { message: "how I fit reach una", intent: "contact" },
  {
    message: "Me and my neighbour want to settle our boundary quarrel out of court through mediation. Can your firm arrange that?",
    intent: "area:arbitration",
  },
  {
    message:
      "I have three small children and the other tenants complain that they are noisy. Now the landlord says he will give me quit notice. Can I be evicted just because my children play loudly?",
    intent: "legal-question",
  },
  { message: "I was released on bail yesterday after fight with neighbour, now the case go court. need defence", intent: "area:criminal" },
  { message: "Help me write a birthday message to my neighbour Mrs Cole who turns 70 on Saturday", intent: "off-topic" },
  {
    message:
      "Dem hold my daddy na Bo police station. Di neighbour say he shift di boundary pillar dem. Na three days now, dem nor gree release am. wetin we fi do",
    intent: "urgent",
  },
  { message: "Can I see the list of your attorneys and their positions?", intent: "team" },
  { message: "book me pls. boundry issue. any day dis week", intent: "booking" },
  { message: "what practice areas do you have", intent: "services" },
  { message: "help", intent: "unknown" },
  { message: "What does Kamara & Associates specialise in?", intent: "services" },
  { message: "my bail conditions say I must report weekly, neighbour case. can a lawyer handle the trial for me?", intent: "area:criminal" },
  { message: "My neighbour and I are arguing: is Bintumani the highest mountain in West Africa? Settle it for us", intent: "off-topic" },
  {
    message: "the vessel that brought our roofing sheets was delayed 2 months and the price has gone up. can una handle shipping claims",
    intent: "area:shipping",
  },
  { message: "Do you handle custody? my ex lives in the same compound and takes the kids without telling me", intent: "area:family" },
  { message: "wetin una de do for people", intent: "services" },
  { message: "??", intent: "unknown" },
  { message: "Is Mohamed Conteh still there? he handled my father's land case years ago", intent: "attorney:Mohamed Conteh" },
  {
    message:
      "Me and my neighbour have been baking bread in our shared yard for two years and selling to the whole street. Now we want to register a company together for the bakery. Do you do company registration?",
    intent: "area:business",
  },
  { message: "the neighbour set his dogs on my children today on purpose and laughed. I'm afraid he will do it again", intent: "safety" },
  { message: "goodbye", intent: "goodbye" },
  { message: "do you have a female lawyer? I prefer to talk to a woman about my neighbour problem", intent: "team" },
  { message: "dem lock my wife na cell since yesterday sake of quarrel wit di woman next door. dem nor gi am bail. abeg una send lawyer", intent: "urgent" },
  {
    message: "My neighbour says the land where our fence stands is his because his grandfather planted the cotton tree there. Can he really take it from us?",
    intent: "legal-question",
  },
  { message: "my neighbour na seaman and di shipowner nor pay am for 6 months. e wan claim im wages", intent: "area:shipping" },
  { message: "do una defend people for criminal case? neighbour accuse mi husband say e burn im kitchen", intent: "area:criminal" },
  { message: "Dear Sir, I require assistance with conveyancing for the purchase of my neighbour's property adjoining mine.", intent: "area:land" },
  {
    message: "our family company owns the compound and the shareholders (my cousins) disagree about selling it. need help with the company meeting",
    intent: "area:business",
  },
  { message: "Dear Sir, kindly furnish me with the range of legal services your chambers offers.", intent: "services" },
  { message: "the ship dropped our container at Conakry instead of Freetown. it's all our household things for the new compound", intent: "area:shipping" },
  { message: "If my neighbour reports me for insulting her, can the police arrest me just for words?", intent: "legal-question" },
  { message: "Kindly provide your email address for correspondence.", intent: "email" },
  {
    message: "Will I win if I take my neighbour to court for the cracks his building work caused in my wall? I have pictures from before and after.",
    intent: "legal-question",
  },
  {
    message:
      "My son is 17 and he was taken by police from our yard on Kroo Town Road an hour ago. The neighbours called them over the noise from his music. Is a child allowed to be held like that? Please someone come.",
    intent: "urgent",
  },
  {
    message: "I'm from Guinea, I want to open a boutique in Freetown with my Sierra Leonean neighbour as partner. Foreigner, how I register company?",
    intent: "area:business",
  },
  {
    message:
      "my tenant boy dey na police station since Friday, na di neighbour im report am say e tif im generator. dem nor charge am yet and e don pass 3 days",
    intent: "urgent",
  },
  { message: "I want to send documents by email, which address?", intent: "email" },
  { message: "Dear Sir, I require a written agreement between myself and my neighbour for sharing the cost of a borehole.", intent: "area:contract" },
  {
    message: "how to write CV? I want job as security guard for estate at Hill Station, my neighbour work dey and e say dem de find people",
    intent: "off-topic",
  },
  { message: "how many partners and associates are there", intent: "team" },
  { message: "contact details pls", intent: "contact" },
  { message: "a fo bring mi land paper dem?", intent: "knowledge:What to bring" },
  { message: "pls write a poem about good neighbours for our church harvest program", intent: "off-topic" },
  { message: "a de go now, bye bye", intent: "goodbye" },
  { message: "thx a lot", intent: "thanks" },
  { message: "my ex lives next door and follows me every night threatening me. yesterday he showed me a knife", intent: "safety" },
  { message: "where I fit buy mango tree seedling for plant na compound", intent: "off-topic" },
  {
    message: "Dear Sir, my neighbour and I wish to appoint a mediator to resolve a long-running dispute over a shared drainage channel.",
    intent: "area:arbitration",
  },
  {
    message:
      "the bank froze my business account after my neighbour went and complained that I am doing fraud. It's pure jealousy, he has a shop across the road. Now I can't pay my suppliers. I need a banking lawyer",
    intent: "area:business",
  },
  { message: "thank you", intent: "thanks" },
  { message: "which number I fit call?", intent: "phone" },
  { message: "dey hold my pa in Lumley station ova land wall wit neighbor. he old. pls sum1 go der 2day", intent: "urgent" },
  { message: "na legal for neighbour fo keep pig dem right near we house? di smell nor get limit", intent: "legal-question" },
  {
    message:
      "we need help to settle the boundary between our compound and the church next door. they put up a fence last month and it has come into our side by some feet. the pastor won't listen",
    intent: "area:land",
  },
  {
    message:
      "my brother was convicted last month for wounding the neighbour and got 2 years. He was defending himself, the neighbour came at him first. we want to appeal",
    intent: "area:criminal",
  },
  { message: "till wat time una de na office Friday", intent: "hours" },
  { message: "Should I bring photos of the broken wall and my survey plan?", intent: "knowledge:What to bring" },
  {
    message: "my neighbour is a shareholder in my company and he's now fighting me over the compound we use as office. I need a business lawyer",
    intent: "area:business",
  },
  { message: "wetin una fit help me wit", intent: "services" },
  {
    message: "pls my bro was pickd up by police 2day aftr fight wit neighbour ovr water tap, hes in cell at Calaba Town station nw. wat do i do",
    intent: "urgent",
  },
  {
    message: "I work on a fishing vessel owned by my neighbour and the boat has been detained at the port for 2 weeks. He wants a lawyer to get it released.",
    intent: "area:shipping",
  },
  { message: "Give me your WhatsApp number please", intent: "phone" },
  { message: "police dem de na we gate now, dem say neighbour report we for cutting im mango tree. dem wan carry my son go. wetin a go do", intent: "urgent" },
  { message: "do una do mediation? family quarrel over di compound, we nor wan court", intent: "area:arbitration" },
  { message: "draft an agreement for me and the other tenants to share the cost of emptying the septic tank", intent: "area:contract" },
  { message: "can I pass by your office after 5? I close late from work", intent: "hours" },
  {
    message: "my husband's brother next door beats me whenever my husband travels. I am hiding at a friend's place now and I don't know where to go",
    intent: "safety",
  },
  { message: "what documents should I bring to the meeting about my boundary", intent: "knowledge:What to bring" },
  { message: "wen una de open", intent: "hours" },
  { message: "my neighbour's dog has fleas, which medicine should I buy for it", intent: "off-topic" },
  { message: "dem don threaten mi say if a go court dem go kill mi. a nor de sleep na mi os again", intent: "safety" },
  {
    message:
      "I need an arbitrator for a dispute with the construction company that built our fence badly. Part of it has already cracked. Our contract says any disagreement goes to arbitration",
    intent: "area:arbitration",
  },
  { message: "Which matters can your firm take on?", intent: "services" },
  { message: "Do your lawyers speak French? my English no good", intent: "knowledge:Languages spoken" },
  { message: "Want to come in with my papers and see a lawyer next week about my neighbour's septic tank leaking into my yard", intent: "booking" },
  { message: "how big is the firm? how many attorneys?", intent: "team" },
  { message: "The boys in the compound beat my brother over the water tap, he is bleeding. They say they are coming back tonight.", intent: "safety" },
  { message: "neighbour im car wey e ship from Belgium don miss. di shipping company nor gree talk. e ask me for find lawyer", intent: "area:shipping" },
  { message: "polis don hold mi na station, dem gi mi di phone small. neighbour say a tret am. help", intent: "urgent" },
  { message: "wanna schedule consult re: fence dispute, earliest slot?", intent: "booking" },
  { message: "wetin go happen if I nor pay di fine wey court give me for di noise case?", intent: "legal-question" },
  { message: "the bank want to take my shop because of loan, my neighbour stood as guarantor. need help with di bank matter", intent: "area:business" },
  { message: "want to lease the spare rooms in my compound properly to tenants, need lease agreements", intent: "area:land" },
  {
    message: "Hi, my wife and I are separating but we still share the compound. I need a family lawyer to handle the separation properly.",
    intent: "area:family",
  },
];
