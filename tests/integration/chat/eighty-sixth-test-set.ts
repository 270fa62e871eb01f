import type { LabelledMessage } from "@/lib/chat/examples/labelled-message";

// Theme: surveyors, house agents, brokers, caretakers and their clients — writers: licensed surveyor (formal), street house-agent (Krio SMS), US diaspora owner (long emails), student robbed by an agent (typos), old caretaker (voice-to-text), Waterloo plot buyer (Krio), market woman typed by grandson, Guinean tenant (French mix)
export const EIGHTY_SIXTH_TEST_SET: LabelledMessage[] = [
  { message: "helo una gud mornin", intent: "greeting" },
  {
    message:
      "good morning my name is pa Sorie I am the caretaker for mister Bangura house at Hill station the police come this morning and take me boy Alie they carry him to the station at Congo cross because the land grabber them say he break their beacon please help",
    intent: "urgent",
  },
  {
    message:
      "Dear Sir/Madam, I live in Maryland, USA and bought a town lot at Goderich in 2016 through an agent. My cousin just visited and found a wall built across half of the plot and the beacons gone. I have my conveyance and a survey plan. I need a lawyer in Freetown who can act for me while I am abroad.",
    intent: "area:land",
  },
  {
    message: "Could you kindly advise where in Freetown one can have a Leica total station calibrated? Ours has been giving inconsistent readings.",
    intent: "off-topic",
  },
  {
    message:
      "i paid agent 6 months rent for room in kissy 4 million, now landlord say he nevr get the money. am i still owe the landlord or the agent must pay back?? pls",
    intent: "legal-question",
  },
  { message: "Bonjour, le bureau est ouvert samedi? i want come after my work", intent: "hours" },
  {
    message: "Boss I get agreement wit one landlord fo find tenant fo am, 10% commission. Tenant don pay, landlord refuse pay me. Una de handle dis kain tin?",
    intent: "area:contract",
  },
  {
    message: "dem boys dem wit cutlass de na me plot na Waterloo now now, dem say if I no commot dem go chop me. I de hide behind one house. wetin I go do",
    intent: "safety",
  },
  {
    message:
      "I will be in Freetown from the 10th to the 24th of August and would like to schedule a consultation to discuss my property in Lumley. Please let me know what dates are available.",
    intent: "booking",
  },
  {
    message:
      "I am typing for my grandma. Her husband died last year and his brothers say the house at Kissy Mess Mess belongs to the family, not to her. She wants a lawyer to help her with the inheritance.",
    intent: "area:family",
  },
  { message: "abeg who get 2 bedroom fo rent na Wilberforce? I get client wan move in dis week", intent: "off-topic" },
  { message: "Vous avez combien d'avocats? how many lawyer work there", intent: "team" },
  {
    message: "Bra police don hol me padi Musa na Ross Road since yestade, dem say e sell one lan two times. E no get money fo bail. Una help pls",
    intent: "urgent",
  },
  {
    message:
      "I shipped a 40ft container of tiles, doors and toilets from Baltimore for the house I'm building in Waterloo. It has been sitting at Queen Elizabeth II Quay for five weeks and customs keep adding charges. My caretaker cannot get it out. Can your firm handle this?",
    intent: "area:shipping",
  },
  { message: "wat is ur phone numbr pls", intent: "phone" },
  {
    message: "Is a survey plan that was not countersigned by the Director of Surveys and Lands legally valid for conveyancing purposes?",
    intent: "legal-question",
  },
  { message: "Dem don charge me fo court fo obtaining money by false pretence, di case start next month. I need lawyer fo defend me", intent: "area:criminal" },
  {
    message:
      "please the man who claim the land next to my master compound he come with four boys last night and beat me and they say they will come back tonight to burn my room I am afraid for my life please",
    intent: "safety",
  },
  { message: "hello my grandma say she has a problem", intent: "unknown" },
  {
    message:
      "My brother and I want to set up a small real estate company in Sierra Leone to manage rentals for diaspora owners like us. We need help registering the company and drawing up a shareholders agreement, since I'll be in Atlanta and he'll be in Freetown.",
    intent: "area:business",
  },
  { message: "how much bag cement de sell na Waterloo now", intent: "off-topic" },
  {
    message:
      "svp aidez-moi my husband police take him this morning from our room at Calaba Town, the landlord call them because of rent. il est à la station maintenant",
    intent: "urgent",
  },
  { message: "where is your office I want to come there from Regent how I go reach there", intent: "address" },
  { message: "how much u people charge for consultation, im a student and the agent don chop all my money", intent: "knowledge:Fees" },
  {
    message:
      "Our firm of surveyors has a fee dispute with a property developer over a subdivision job at Tokeh. Both sides would prefer to settle it out of court. Do you offer mediation or arbitration for such matters?",
    intent: "area:arbitration",
  },
  { message: "Good afternoon.", intent: "greeting" },
  {
    message: "I bin buy lan na Waterloo 2019 but di family say di man we sell am no get right fo sell. Dem go fit tek di lan back from me?",
    intent: "legal-question",
  },
  { message: "I wan see one lawyer 2moro morning abeg book me", intent: "booking" },
  { message: "please what time the rain will stop this week I want to fix the roof of the house for my master", intent: "off-topic" },
  {
    message: "Bro I get plot na Waterloo, one man don move me beacon dem go inside me lan like 20 feet. I need lawyer fo dis boundary palava",
    intent: "area:land",
  },
  { message: "What's the best way to reach your firm from the US? I'm 5 hours behind so calling is tricky.", intent: "contact" },
  {
    message:
      "Please, my grandma's son, my uncle, was taken by soldiers to the barracks at Wilberforce yesterday after a quarrel over the shop room he was renting. We have not seen him since. Please help us",
    intent: "urgent",
  },
  {
    message:
      "i work as caretaker for one family in America for 7 years they promise to pay me every month but they stop paying me since last year and now they send message say i must leave the house i want lawyer to help me get my pay",
    intent: "area:contract",
  },
  { message: "ok tanks alot", intent: "thanks" },
  { message: "the agent I report to my school say he go deal with me, he and him boys de wait outside my hostel now. I fear to go out", intent: "safety" },
  { message: "Quels sont vos services? what kind of case una de take", intent: "services" },
  { message: "Can you recommend a good course on GIS and remote sensing for a junior surveyor?", intent: "off-topic" },
  {
    message:
      "My caretaker has lived in my house in Wellington for 14 years while I've been in the US. A neighbor told me that after 12 years he can claim the property as his own. Is that true under Sierra Leone law?",
    intent: "legal-question",
  },
  {
    message:
      "I have received a letter from the CID inviting me for questioning next Tuesday concerning a survey plan I allegedly prepared for a disputed plot. I did not prepare it; my signature was forged. I would like a criminal lawyer to accompany me.",
    intent: "area:criminal",
  },
  { message: "dem don grab me brother na di plot, CID people dem put am na dem vehicle say e forge survey plan. Dem de carry am go now", intent: "urgent" },
  { message: "una de open wetin time?", intent: "hours" },
  { message: "Est-ce que quelqu'un parle français chez vous? my english is small", intent: "knowledge:Languages spoken" },
  {
    message:
      "My father passed away in Baltimore and left a will that mentions his house in Freetown. My stepmother is living there and refusing to let the caretaker in. I need a lawyer to help with probate and the will.",
    intent: "area:family",
  },
  { message: "me phone no de take charge, una know where dem de fix charging port na Lumley?", intent: "off-topic" },
  {
    message:
      "Good day, my grandma wants to come and see a lawyer on Thursday about her shop room. Can you give her an appointment? She can come in the afternoon after market.",
    intent: "booking",
  },
  {
    message: "le propriétaire est venu avec des hommes, they are breaking my door now and say they will beat me if i dont leave. j'ai peur avec mes enfants",
    intent: "safety",
  },
  { message: "Kindly provide your email address so that I may forward the relevant documents.", intent: "email" },
  {
    message: "Me brother import container of zinc and iron rod from China, e land na Quay. Dem say di bill of lading get wrong name. Una de do dis kain case?",
    intent: "area:shipping",
  },
  {
    message:
      "My grandma gave an agent 2 million leones to get her a shop room at Dove Cut, and the agent gave the same room to another woman. Grandma wants to know if the police can force the agent to pay her back or she must go to court?",
    intent: "legal-question",
  },
  { message: "ehm the thing about the house that one", intent: "unknown" },
  {
    message:
      "We have been engaged to resurvey a parcel at Hamilton where the original beacons appear to have been relocated. The client requires legal representation for the ensuing boundary dispute and title verification. Does your firm act in such matters?",
    intent: "area:land",
  },
  { message: "pls help my roommate police take am from our room now now, the agent report say we spoil the house. he de cry inside the van", intent: "urgent" },
  { message: "My grandma says what is good medicine for pain in the knee, she stands in the market all day", intent: "off-topic" },
  { message: "I wan register me own estate agency, mek e legal. How I go do am? Una go help me wit business registration?", intent: "area:business" },
  { message: "Could you tell me a bit about your lawyers? Do you have someone who specializes in property and someone for estates?", intent: "team" },
  { message: "If me landlord sell di os wey I de manage, e get fo pay me commission still? Na me find all di tenant dem", intent: "legal-question" },
  {
    message: "Me and di agent we sell me di plot we de quarrel fo di balance. Both of we agree mek somebody settle am outside court. Una de do mediation?",
    intent: "area:arbitration",
  },
  { message: "What are your office hours in Eastern time? I want to call before work.", intent: "hours" },
  { message: "Salut, bonsoir", intent: "greeting" },
  { message: "one crowd don gather na di lan now, dem de throw stone fo me and di surveyor. Dem say we tif dem lan", intent: "safety" },
  {
    message:
      "the agent dem don take me to court say i damage him name on facebook wen i post how he tif my money. the case is next week i need lawyer to defend me",
    intent: "area:criminal",
  },
  {
    message:
      "I would be grateful if you could arrange a meeting with your land law specialist at the earliest convenience. I am available any morning next week.",
    intent: "booking",
  },
  { message: "What's the exchange rate from dollars to leones right now? I need to send money to my caretaker.", intent: "off-topic" },
  {
    message:
      "please help me the police they come to the gate now they want to take me away they say my master sister report me that I sell the house block please they are here",
    intent: "urgent",
  },
  { message: "Do you charge a flat fee for handling a land dispute or is it hourly? And can I pay by bank transfer from the US?", intent: "knowledge:Fees" },
  {
    message: "Je travaille comme gardien pour une agence immobilière, they stop my salary 3 months and no contract paper. I need help with my employer",
    intent: "area:contract",
  },
  { message: "gi me una whatsapp number", intent: "phone" },
  {
    message:
      "my master die last year in America and the children they fight for the house here they want me to tell who is the owner I want a lawyer for the family matter about the will",
    intent: "area:family",
  },
  {
    message:
      "Where two survey plans exist for the same parcel, each bearing a different licensed surveyor's seal, which one would the court recognise as authoritative?",
    intent: "legal-question",
  },
  { message: "pls help me wit my assignmnt on history of land surveying in sierra leone due 2moro", intent: "off-topic" },
  {
    message:
      "Grandma bought a small land at Hastings from a man 10 years ago, now his children sold it again to somebody who is building on it. She wants a lawyer to help her fight for the land.",
    intent: "area:land",
  },
  {
    message:
      "URGENT — my caretaker just called me crying. Police officers arrived at my house in Kissy an hour ago and took him away in handcuffs because a land grabber claims he assaulted him. I am in New Jersey and can't do anything. Please can someone go to the station?",
    intent: "urgent",
  },
  { message: "Mohamed Conteh na di lan lawyer? e de na office today?", intent: "attorney:Mohamed Conteh" },
  { message: "My grandma asks what kind of things your office can help people with", intent: "services" },
  {
    message:
      "Our survey equipment (GNSS receivers) was shipped from Rotterdam and is held at the Quay; the vessel's agent claims the damage occurred before loading. We wish to pursue a cargo claim. Please advise whether you handle such matters.",
    intent: "area:shipping",
  },
  {
    message: "Di landlord son don pull knife fo me because I show di room to odda tenant. E de outside di os wait fo me now. I no sef wan go out",
    intent: "safety",
  },
  { message: "Is there parking at your office? I'll be driving a rental car.", intent: "knowledge:Parking" },
  { message: "où je peux acheter une carte sim orange? need credit to call my family in Conakry", intent: "off-topic" },
  {
    message:
      "We are three licensed surveyors intending to incorporate our partnership as a limited liability company. We require assistance with the constitution documents and registration with the Corporate Affairs Commission.",
    intent: "area:business",
  },
  {
    message:
      "the man I take care of his house for twenty year now he want to sack me with nothing is it true I have right for some money or the law say nothing",
    intent: "legal-question",
  },
  { message: "Abeg I wan mek appointment fo talk to lawyer bout me plot na Waterloo, Friday good?", intent: "booking" },
  {
    message:
      "Help please, a man is dragging my grandma from the market to the police right now, saying she took his money for a room. They are pulling her now",
    intent: "urgent",
  },
  { message: "una get woman lawyer?", intent: "team" },
  {
    message:
      "I had a contract with a construction company to build a duplex on my land in Waterloo and they abandoned the job halfway. Our contract says disputes go to arbitration. Can you represent me in the arbitration?",
    intent: "area:arbitration",
  },
  { message: "Grandma says thank you very much for your help, God bless", intent: "thanks" },
  { message: "wetin be di best block fo build os, 6 inch or 5 inch?", intent: "off-topic" },
  {
    message: "Mon frère a été libéré sous caution hier, bail, but the case for the land fraud is still in court. He needs a good avocat for the trial",
    intent: "area:criminal",
  },
  { message: "send ur email i wan send the receipts of the agent", intent: "email" },
  {
    message:
      "I need someone to draft a proper caretaker agreement for my house in Freetown: duties, monthly pay, rules about renting rooms. My last caretaker rented out my rooms behind my back.",
    intent: "area:contract",
  },
  {
    message:
      "My assistant surveyor was seized by the police at Mile 91 this afternoon whilst placing beacons and remains in custody at the local station. We require immediate legal assistance.",
    intent: "urgent",
  },
  {
    message: "Le propriétaire a pris ma caution, 3 months deposit, and don't give back when I leave. Is it legal for him to keep it?",
    intent: "legal-question",
  },
  { message: "una office de na usai? near Siaka Stevens?", intent: "address" },
  {
    message:
      "me and my boyfren get one pikin, he promise to pay the rent but now he stop and the agent de put us outside. i want maintenance from him for the pikin",
    intent: "area:family",
  },
  { message: "please can you tell me the football result Leone Stars yesterday", intent: "off-topic" },
  { message: "comment je peux vous contacter? all the ways please", intent: "contact" },
  { message: "I get client wey wan buy land na Tokeh, e want mek lawyer do title search before e pay. Una de do am?", intent: "area:land" },
  { message: "Do you only do land work or also other things? I'd like to know what your firm covers.", intent: "services" },
  { message: "?", intent: "unknown" },
  { message: "wetin I go carry come wen I de cam see di lawyer fo me lan case?", intent: "knowledge:What to bring" },
  { message: "aright I de go now, lata", intent: "goodbye" },
  { message: "r u open on sunday", intent: "hours" },
  {
    message: "Abeg una help, police dem don lock me uncle na Kissy police station since last night, di landlord say e no pay rent an e broke di padlock",
    intent: "urgent",
  },
  {
    message:
      "my master in London he want me to find lawyer to check the papers of the land behind the house somebody say they get conveyance for the same land please can you help with the title search",
    intent: "area:land",
  },
  { message: "Do you know a reliable tiler in Freetown I can hire? I need someone to tile three bathrooms in my house at Juba.", intent: "off-topic" },
  { message: "Di survey plan we di agent gi me, dem say na fake one. If I go court, I go win am?", intent: "legal-question" },
  {
    message:
      "Please help, the agent my grandma complained about came to her stall with two men and they are pushing her and saying they will scatter all her goods. She is shaking.",
    intent: "safety",
  },
  { message: "Je veux prendre rendez-vous avec un avocat, lundi possible? for the problem with my landlord", intent: "booking" },
  {
    message: "Me boss e vehicle wey e ship from Belgium don stay na port 2 month, di clearing agent chop di duty money. Una de handle port an customs palava?",
    intent: "area:shipping",
  },
  { message: "hello good evening to you all", intent: "greeting" },
  {
    message:
      "My wife and I are separating. We jointly own a house in Freetown that a caretaker manages, and we have two children here in the US. I need a family lawyer in Sierra Leone to handle the divorce and what happens to the property there.",
    intent: "area:family",
  },
  { message: "Kindly indicate the number of lawyers in your chambers and whether any of them has particular experience in property matters.", intent: "team" },
  { message: "bro dey just arrest me frend Fatu at lumley, the agent say she steal him phone but na him take our money. she in cell now", intent: "urgent" },
  { message: "combien coûte une chambre à Calaba Town par mois? i look for new room", intent: "off-topic" },
  { message: "I de cam wit me okada, una get place fo park am?", intent: "knowledge:Parking" },
  {
    message:
      "A former client has lodged a complaint alleging that I falsified the coordinates on a survey plan. I have been granted police bail and must report weekly. I require representation in defending this allegation.",
    intent: "area:criminal",
  },
  {
    message:
      "My agent collected rent from my tenants for two years and only sent me half. He says he deducted 'expenses'. Does he have the right to deduct anything without my written approval?",
    intent: "legal-question",
  },
  {
    message: "i sign paper with the agent that he will give me room in 2 weeks or refund. its 2 months now. i need lawyer to make him respect the agrement",
    intent: "area:contract",
  },
  {
    message: "dem don tek me papa from di site na Waterloo, police wit gun, dem say e build pan gofment lan. Dem carry am go Waterloo station now",
    intent: "urgent",
  },
  { message: "Could you please share a phone number I can call from the US? Does it work on WhatsApp too?", intent: "phone" },
  { message: "please how to kill the termite them eating the door of the house my master will vex when he come", intent: "off-topic" },
  {
    message:
      "I'm investing in a small apartment block in Freetown with two partners from the UK. We need to set up the right company structure and understand the rules for foreign investors. Can you advise on registration and investment?",
    intent: "area:business",
  },
  {
    message: "the agent friend them dey follow me from school with okada, they say if I go police again they will wound me. am hiding in a shop now",
    intent: "safety",
  },
  { message: "Où se trouve votre bureau exactement? c'est loin de PZ?", intent: "address" },
  {
    message: "Me an anoda agent we share one client, now we de fight fo di commission. We no wan go court, we wan somebody fo settle am. Una fit?",
    intent: "area:arbitration",
  },
  {
    message:
      "the house owner sister she say I must pay rent for the room I stay in because I am caretaker since 1998 is it the law that caretaker must pay rent",
    intent: "legal-question",
  },
  { message: "Can I book a video call with one of your lawyers? I'm in Houston and can't travel until December.", intent: "booking" },
  { message: "What is the current rate per acre for a cadastral survey in the Western Area Rural District?", intent: "off-topic" },
  {
    message:
      "My grandma's shop neighbour was taken by police this morning at Dove Cut because the landlord says she did not pay. She has a baby at home. Grandma begs you please help her",
    intent: "urgent",
  },
  { message: "una de open till wetin time dis evening?", intent: "hours" },
  { message: "Grandma only speaks Temne and a little Krio. Is there someone at your office who speaks Temne?", intent: "knowledge:Languages spoken" },
  {
    message:
      "I'd like to buy land in Hamilton from a seller whose agent has shown me a survey plan and a conveyance. Before I send money from the US I want a lawyer to verify the title and handle the conveyancing.",
    intent: "area:land",
  },
  { message: "Thank you for the prompt response; it is much appreciated.", intent: "thanks" },
  {
    message: "Urgent! les policiers sont là, they take my brother from the house because landlord say he is thief. ils l'emmènent maintenant",
    intent: "urgent",
  },
  {
    message:
      "Me brother die, e lef e wife an pikin dem, e get plot na Waterloo. E no mek will. Di family wan share di lan. I need lawyer fo dis inheritance matter",
    intent: "area:family",
  },
  {
    message: "the agent collect agent fee 500k from me and 3 oda students for the same room. is he allowed to keep the fee even if I no get the room?",
    intent: "legal-question",
  },
  { message: "Wetin na di best phone fo agent wey get betta camera, fo snap di os dem?", intent: "off-topic" },
  { message: "Please furnish a summary of the legal services offered by your chambers.", intent: "services" },
  {
    message:
      "the people who want grab the land they tie me hand yesterday and beat me now they send word they will kill me if I stay in the compound I am sleep at my friend place I am fear",
    intent: "safety",
  },
  {
    message: "Court don gi me bail fo di lan case, dem say I tif di plot. Di next sitting na 15th. I need criminal lawyer fo stand fo me",
    intent: "area:criminal",
  },
  { message: "una email adres?", intent: "email" },
  {
    message:
      "We require a lawyer to review a service contract with a mining company for boundary survey works before we sign. The payment and liability clauses appear one-sided.",
    intent: "area:contract",
  },
  { message: "pls can i see a lawyer on wednesday afternoon after lectures", intent: "booking" },
  {
    message:
      "please they take the caretaker of the next house Pa Brima the police since Monday he still in the cell at Wellington nobody go see him he is old man please",
    intent: "urgent",
  },
  {
    message: "For my first meeting, which documents should I bring? I have the conveyance, the survey plan, tax receipts and emails with my caretaker.",
    intent: "knowledge:What to bring",
  },
  {
    message:
      "Ma marchandise, bales of cloth from Conakry by boat, arrived at Queen Elizabeth Quay but the shipping company say half is missing. Je veux réclamer, can you help?",
    intent: "area:shipping",
  },
  { message: "My grandma asks if you know the price of a bag of rice at Dove Cut this week", intent: "off-topic" },
  {
    message:
      "Is a licensed surveyor personally liable where a client relies on a plan later found to encroach onto a neighbouring parcel because the beacons had been relocated?",
    intent: "legal-question",
  },
  {
    message: "Me an two padi dem wan open company fo sell lan an manage os. Who go get how much share? We need paper fo di company. Una de do dat?",
    intent: "area:business",
  },
  { message: "hi", intent: "greeting" },
  { message: "abeg", intent: "unknown" },
  {
    message:
      "The estate agency I hired to manage my rental property in Aberdeen is refusing to hand over the rent records and deposits. Our agreement has an arbitration clause. Can you handle the arbitration for me?",
    intent: "area:arbitration",
  },
  {
    message:
      "Two of my chainmen were detained by military personnel on site at Lungi this morning and are still being held at a checkpoint. I request urgent assistance.",
    intent: "urgent",
  },
  { message: "how I go contact una? call, whatsapp or email, all", intent: "contact" },
  { message: "Grandma asks if you have lawyers who are women and how many lawyers there are", intent: "team" },
  {
    message: "mon voisin a un couteau, he says the room is his now and will cut me if I sleep here tonight. je suis dehors avec mes enfants, I am afraid",
    intent: "safety",
  },
  { message: "please what day your office open I want come after I close the gate for the house", intent: "hours" },
  { message: "Me lan na Waterloo get two conveyance, one na mine, one na di man we de build. Abeg una help me fo dis lan case", intent: "area:land" },
  { message: "is there any student hostel near FBC that is cheap?", intent: "off-topic" },
  { message: "The agent told me I must pay one year advance rent. C'est légal? the law permit this in Sierra Leone?", intent: "legal-question" },
  {
    message:
      "Grandma wants to write a will so that her house and her shop room go to her daughters and not to her late husband's people. She wants a lawyer to help her write it.",
    intent: "area:family",
  },
  { message: "please call me number for the office so I can call", intent: "phone" },
  {
    message:
      "My caretaker has been charged with receiving stolen building materials that were actually bought for my house. He is out on bail but the trial starts soon. I want to hire a defence lawyer for him.",
    intent: "area:criminal",
  },
  {
    message: "Dem don arrest me now now na Lumley junction! Di landlord bring police say I show di room to two tenant. Una send lawyer abeg",
    intent: "urgent",
  },
  { message: "I wan cam see di lawyer bout me lan, wetin day I fit cam? Mek una put me name down", intent: "booking" },
  { message: "c'est combien pour voir un avocat? I pay small small maybe?", intent: "knowledge:Fees" },
  { message: "Which airline has the cheapest flights from JFK to Freetown in December?", intent: "off-topic" },
  {
    message:
      "A consignment of survey beacons and concrete monuments shipped from Dakar was short-landed at the Quay. The shipping line denies liability under the bill of lading. We seek representation for the cargo claim.",
    intent: "area:shipping",
  },
  {
    message: "I pay di seller half, e die before I finish. E pikin dem say mek I pay dem di balance plus more money. Na law say I must pay dem extra?",
    intent: "legal-question",
  },
  { message: "merci beaucoup, thank you", intent: "thanks" },
  { message: "Grandma heard of a lawyer called Hawa Turay who helps with wills. Is she at your office?", intent: "attorney:Hawa Turay" },
  {
    message: "I bin gi one builder contract fo build fence round me plot, e tek di money an no finish. Wi get paper. I wan lawyer fo enforce di agreement",
    intent: "area:contract",
  },
  {
    message:
      "My caretaker just messaged that armed men have broken into the compound in Kissy and he's locked in the bathroom. They are threatening to kill him if he doesn't hand over the keys. What should we do?",
    intent: "safety",
  },
  { message: "wat kind of problem una law firm de solve", intent: "services" },
  {
    message: "Je veux ouvrir une petite société de location de maisons ici à Freetown, I am Guinean. How do I register a company as a foreigner?",
    intent: "area:business",
  },
  { message: "Is there secure parking for visitors' vehicles at your chambers on Siaka Stevens Street?", intent: "knowledge:Parking" },
  {
    message:
      "Please help — my sister in Freetown was picked up by police from my property last night after the agent accused her of forging my signature on a lease. She's still at the station this morning. I'm in Minneapolis.",
    intent: "urgent",
  },
  { message: "wetin na di best time fo plant cassava pan me plot before I build?", intent: "off-topic" },
  {
    message:
      "We wish to enforce an arbitral award obtained against a developer who has refused to pay for survey services rendered. Please advise whether your firm handles the enforcement of awards.",
    intent: "area:arbitration",
  },
  {
    message:
      "Grandma's landlord wants to double the rent of her shop room in the middle of the year. Grandma asks, is he allowed to do that before the year finishes?",
    intent: "legal-question",
  },
  { message: "votre adresse e-mail s'il vous plaît", intent: "email" },
  { message: "una lawyer dem de tok Krio? me English no too good", intent: "knowledge:Languages spoken" },
  { message: "please I want to meet the lawyer about my master land which day I can come", intent: "booking" },
  { message: "wich street is ur office on", intent: "address" },
  { message: "Le propriétaire veut vendre la maison où j'habite and the lease have 3 years more. I want lawyer to help me with my lease", intent: "area:land" },
  { message: "what paper i need bring when i come, i have only the receipt the agent give me", intent: "knowledge:What to bring" },
  {
    message: "mon ami guinéen est arrêté à la frontière à Gbalamuya by police since yesterday, they say his papers for the house not good. aidez-nous",
    intent: "urgent",
  },
  { message: "Could you recommend a reliable supplier of survey pegs and marking paint in Freetown?", intent: "off-topic" },
  {
    message:
      "my parents die and my uncle sell their house in makeni through agent without telling me and my sister. we are the children, i want a lawyer to help with the inheritence",
    intent: "area:family",
  },
  { message: "Grandma wants to know all the ways she can reach your office, she has only a small phone", intent: "contact" },
  { message: "Me wife call me, some boys dem don jump inside we compound na Waterloo, dem de beat di watchman an dem de find me", intent: "safety" },
  { message: "Il y a des avocats qui connaissent les problèmes de logement? who are your lawyers", intent: "team" },
  { message: "If landlord gi me key fo show di room an I collect agent fee, but landlord change e mind, I must return di fee?", intent: "legal-question" },
  {
    message:
      "I'm shipping a vehicle and household goods to Freetown for my retired mother, who will live in my house there. The shipping company says the container was damaged at sea. How do I file a claim? Can your shipping lawyer help?",
    intent: "area:shipping",
  },
  { message: "I shall revert in due course. Good day.", intent: "goodbye" },
  {
    message: "police call me say make i come to the station on monday bcause the agent report me for threat. i never threaten him. i need lawyer to go with me",
    intent: "area:criminal",
  },
  { message: "please the light go since three days EDSA no come is there number to call them", intent: "off-topic" },
  { message: "à quelle heure vous fermez? 5h?", intent: "hours" },
  {
    message:
      "I hired a property manager in Freetown under a written agreement to collect rent and maintain my house. He hasn't sent a report in six months. I want a lawyer to review the agreement and either enforce it or terminate it properly.",
    intent: "area:contract",
  },
  { message: "Grandma will come in a keke, can the keke wait near your office or is there no place to stop?", intent: "knowledge:Parking" },
  { message: "Abeg mek una fix appointment fo me an me client, e wan talk to lawyer bout di os e wan buy", intent: "booking" },
  { message: "Hello there, hope you're well.", intent: "greeting" },
  {
    message:
      "Our surveying company wishes to bring in a foreign partner who will contribute equipment in exchange for shares. We need advice on the allotment of shares and on amending our company records.",
    intent: "area:business",
  },
  {
    message:
      "please the police they take my master nephew Momoh this night from the house at Goderich they say he sell the land of the family and they put him in the back of the pickup I don't know where they go",
    intent: "urgent",
  },
  { message: "who get generator fo sell? di os we I de show no get light", intent: "off-topic" },
  {
    message:
      "Can my caretaker legally rent out rooms in my house without my consent and keep the money? He says he was 'managing' the property and is entitled to it.",
    intent: "legal-question",
  },
  { message: "my landlady husband de beat me now because i ask for my money back that i pay the agent. pls help me am in the corridor", intent: "safety" },
  { message: "una office go open tomorrow? na holiday?", intent: "hours" },
  {
    message:
      "J'ai un contrat commercial avec une société de Conakry pour louer des magasins ici, we have dispute. We want médiation not court. vous faites ça?",
    intent: "area:arbitration",
  },
  { message: "I wish to book a consultation for Monday at 10 AM regarding a boundary dispute, if a lawyer is available.", intent: "booking" },
  {
    message: "I bin order roofing sheet from Turkey, di ship don land na Quay but dem say di container no de. Di shipping company no de answer. I need lawyer",
    intent: "area:shipping",
  },
  { message: "My grandma wants to know how to make groundnut soup the Temne way, I told her this is a lawyer chat lol", intent: "off-topic" },
  { message: "Una get lawyer dem wey sabi lan matter? how many una get?", intent: "team" },
  {
    message:
      "I write to report that our field party chief, Mr Kargbo, has been held at Waterloo police station since yesterday evening following a confrontation with land grabbers. He has not been charged. Kindly assist urgently.",
    intent: "urgent",
  },
  {
    message:
      "Mon mari m'a laissée, he left me and the children in the rented room and don't pay anything. I want divorce and money for the children, je veux un avocat de famille",
    intent: "area:family",
  },
  { message: "Di gofment say me plot na Waterloo de inside road reserve. Dem go fit broke me os without pay me?", intent: "legal-question" },
  { message: "please how I can reach you people phone or the office or what", intent: "contact" },
  {
    message: "Magistrate bin remand me brother last month, now e don get bail. Di case na fraud fo lan sale. We need lawyer fo di trial",
    intent: "area:criminal",
  },
  {
    message:
      "My caretaker's wife just called me in tears. The man who claims my land is at the gate with a gang and they're threatening to set the house on fire with the family inside. I'm in Dallas. Please help them.",
    intent: "safety",
  },
  { message: "What is the recommended datum and projection for surveys in Sierra Leone — WGS84 UTM Zone 28N or 29N?", intent: "off-topic" },
  {
    message:
      "Grandma signed a paper with a supplier to bring her onions every week and she paid for three months, but he stopped bringing them. She wants a lawyer to make him keep the agreement.",
    intent: "area:contract",
  },
  { message: "Police dem don pick me an me two worker dem na di site, we de inside dem station na Jui now. Dem say we destroy beacon. Help", intent: "urgent" },
  { message: "le numéro de téléphone svp", intent: "phone" },
  { message: "my family land in Port Loko, my uncles say i have no share. i want a lawyer for the family land dispute", intent: "area:land" },
  {
    message: "I'd like to set up a meeting with the firm when I land in Freetown next month. Also, what documents should I bring along?",
    intent: "booking",
    also: ["knowledge:What to bring"],
  },
  { message: "thank you very much my pikin God bless una", intent: "thanks" },
  {
    message: "Mon propriétaire dit que je dois quitter demain sans notice. He can do this? what the law says about notice for tenant?",
    intent: "legal-question",
  },
  { message: "can u help me write CV for job at estate agency", intent: "off-topic" },
  {
    message: "Bank wan gi me loan fo me real estate business but dem want company paper an guarantee. Una go help me wit di bank side an di company?",
    intent: "area:business",
  },
  { message: "pls pls they carry my brother to the police station at kissy this morning, the agent say my brother beat him. he still there", intent: "urgent" },
  {
    message: "Les jeunes du quartier disent que je suis étranger and they come to burn my room tonight because landlord tell them. I hide at my friend now",
    intent: "safety",
  },
  { message: "wetin una de do? only court case or una de do lan paper too?", intent: "services" },
  {
    message:
      "I have a dispute with a real estate developer in Freetown who sold me an apartment off-plan and never delivered. Our sale agreement requires arbitration in Sierra Leone. Can your firm represent me in that process?",
    intent: "area:arbitration",
  },
  { message: "Grandma closes her stall at 4, will your office still be open after 4 on Friday?", intent: "hours" },
  {
    message:
      "We chartered a small vessel to transport survey crews and equipment to the Banana Islands; the owner has withdrawn the vessel mid-charter. Does your firm advise on charter party disputes?",
    intent: "area:shipping",
  },
  { message: "how much dem de sell half town lot na Waterloo now?", intent: "off-topic" },
  {
    message:
      "Please, my cousin, the police came to the market and took him away in handcuffs just now. The agent said he stole rent money. Grandma says please send somebody",
    intent: "urgent",
  },
  {
    message: "the agent say the receipt he give me is not binding bcause no stamp. is that true, i cant claim my money without stamp?",
    intent: "legal-question",
  },
  {
    message:
      "I've just learned there's a warrant out against me in Freetown over a forged power of attorney that my agent used to sell my land — but I never signed anything. I'm flying in next month and want a criminal defence lawyer to deal with it before I arrive.",
    intent: "area:criminal",
  },
  { message: "una get email? I wan send di survey plan pictures", intent: "email" },
  {
    message:
      "my wife and me we stay in the boys quarter of the house twenty years now she want to divorce me and take the children to her village I want lawyer for the divorce and children",
    intent: "area:family",
  },
  {
    message:
      "A gang of youths armed with machetes has surrounded our survey team at Kossoh Town and is threatening to attack us if we proceed. We are sheltering in our vehicle. Please advise.",
    intent: "safety",
  },
  { message: "how many lawyer u hav and are they experience", intent: "team" },
  {
    message:
      "I was referred to Christiana Thomas for a dispute with my property manager over his contract. Is she still with the firm, and what does she handle?",
    intent: "attorney:Christiana Thomas",
  },
  { message: "Abeg book me fo Tuesday, me an me wife wan cam tok to lawyer bout di lan", intent: "booking" },
  { message: "Quel temps il fait à Freetown demain? je dois déménager mes affaires", intent: "off-topic" },
  {
    message: "I de work fo one estate company, dem sack me without pay me last 2 month salary an me commission. Dem no gi me notice. I wan lawyer",
    intent: "area:contract",
  },
  { message: "ils ont pris mon mari, the police, since two days at Kissy station. the agent say he steal the key of the house", intent: "urgent" },
  {
    message:
      "Does the law permit a surveyor to re-establish a boundary beacon without the consent of the adjoining owner where the beacon has demonstrably been displaced?",
    intent: "legal-question",
  },
  { message: "Are you open on public holidays like Independence Day? I'll be in town that week.", intent: "hours" },
  {
    message:
      "Grandma and three other market women want to turn their savings group into a proper company to buy a shop building together. She wants help registering it.",
    intent: "area:business",
  },
  { message: "bossman gud afnun", intent: "greeting" },
  { message: "please help me the lock of the gate spoil where I can buy new padlock that strong", intent: "off-topic" },
  {
    message:
      "A client has purchased a parcel at Lakka and requires a full title search at the Ministry of Lands and the preparation of a deed of conveyance. Please confirm whether you can undertake this.",
    intent: "area:land",
  },
  {
    message: "my uncle send me container of books and laptop from UK but clearing agent say customs seize it at the quay. how do we get it back",
    intent: "area:shipping",
  },
  {
    message: "di surveyor we I bin carry go di lan, dem don wound am wit stone, blood de comot, di boys dem still de ya. Wetin we go do now",
    intent: "safety",
  },
  {
    message:
      "Me an di broker we bin do business fo sell one land na Lumley, now e no wan gi me me part. We both sign say any quarrel go to arbitration. Una de do am?",
    intent: "area:arbitration",
  },
  {
    message:
      "My tenant in Freetown just told me the police have locked up my elderly caretaker since Saturday after a neighbor claimed he sold part of my compound. He is diabetic and needs medicine. Please can a lawyer go to him today?",
    intent: "urgent",
  },
  { message: "Please indicate your professional fees for preparing a deed of conveyance and conducting a title search.", intent: "knowledge:Fees" },
  { message: "Qu'est-ce que votre cabinet fait? do you help foreigners?", intent: "services" },
  {
    message:
      "Grandma's late husband's brother has been collecting rent from her house for five years and says it is his because he is the eldest. Grandma asks if the law gives him that right?",
    intent: "legal-question",
  },
  { message: "pls which bank gives student loan in sierra leone", intent: "off-topic" },
  {
    message: "Dem say mek I go court Monday, dem charge me fo trespass an malicious damage pan di man e fence. I no de na cell, but I need lawyer",
    intent: "area:criminal",
  },
  { message: "please put me for appointment I want to see lawyer for my pay the family they don't pay me", intent: "booking" },
  { message: "Me girlfriend wan tek me pikin go Guinea without me permission. I need lawyer fo custody", intent: "area:family" },
  { message: "Dem don hol me na Central police now. Di broker lie pan me say I tek e money. Abeg send lawyer", intent: "urgent" },
  { message: "Ok grandma says goodbye, we will come back later", intent: "goodbye" },
  { message: "Please provide the full contact details of the chambers, including telephone and email.", intent: "contact" },
  { message: "wat time u close today", intent: "hours" },
  { message: "Quels documents apporter pour le rendez-vous? I have contrat de bail and receipts", intent: "knowledge:What to bring" },
  {
    message:
      "I need help drafting a management contract between me and a local agent in Freetown. I want clear commission terms, reporting duties and a termination clause so I don't get burned again.",
    intent: "area:contract",
  },
  { message: "una know where I fit get block machine fo rent na Waterloo?", intent: "off-topic" },
  {
    message: "If two tenant pay fo di same room, which one get di right fo enter? Na di first one wey pay or di one wey get receipt?",
    intent: "legal-question",
  },
  {
    message:
      "Please help, men came to grandma's house in the night and they are banging the door saying she must leave the house or they will kill her. We are inside now",
    intent: "safety",
  },
  {
    message:
      "Our family owns a company in Sierra Leone that holds several rental properties. My siblings and I are shareholders, and my uncle, the director, refuses to show us any accounts. We need help with governance and our rights as shareholders.",
    intent: "area:business",
  },
  { message: "my sister is in the cell at Ross road since friday bcause the agent said she forge receipt. we have no money pls help", intent: "urgent" },
  { message: "What's the exact address of your office, and is it easy to find from the Cotton Tree?", intent: "address" },
  { message: "Please give my grandma the office phone number, she will call when she finishes at market", intent: "phone" },
  {
    message:
      "We are party to a consultancy agreement with an arbitration clause, and the other side has ignored our notice. Could your arbitration team assist in appointing an arbitrator and conducting the proceedings?",
    intent: "area:arbitration",
  },
  {
    message: "Grandma's neighbour has moved the fence into her yard and says the survey plan shows it is his. She wants a lawyer to help with the boundary.",
    intent: "area:land",
  },
  { message: "Would you happen to know when the Sierra Leone Institution of Surveyors next holds its annual general meeting?", intent: "off-topic" },
  { message: "Je voudrais voir un avocat cette semaine, mercredi ou jeudi, c'est possible?", intent: "booking" },
  {
    message:
      "they hold me here at the station since morning I am the caretaker please call my master he is in America they say I steal the zinc from the house",
    intent: "urgent",
  },
  {
    message:
      "My agent sold my land in Waterloo using a power of attorney I revoked two years ago. The buyer has already built on it. Will I be able to get the land back, or only compensation?",
    intent: "legal-question",
  },
  { message: "tenki bra, una try", intent: "thanks" },
  {
    message: "Me client wey de buy os from me na shipping man, dem seize e vessel na Quay fo unpaid port fee. E ask me if una de do ship case",
    intent: "area:shipping",
  },
  {
    message:
      "My caretaker has been receiving threatening calls for a week from the people who want my land, and tonight they said they're coming for him. He's scared to sleep in the house.",
    intent: "safety",
  },
  { message: "please is the lawyers there plenty or just one person", intent: "team" },
  { message: "où je peux changer des francs guinéens en leones?", intent: "off-topic" },
  {
    message:
      "the police they give me paper to go to court next week they say I am the one who sell the master land but I don't sell anything I need lawyer to defend me in the court",
    intent: "area:criminal",
  },
  { message: "Kindly confirm whether the chambers remain open during the lunch hour on weekdays.", intent: "hours" },
  { message: "una de tok Mende? me mama no sabi Krio fine", intent: "knowledge:Languages spoken" },
  {
    message:
      "My mother would like to adopt her late sister's daughter, who is living with our caretaker in Freetown. I need to understand how to start the adoption process in Sierra Leone.",
    intent: "area:family",
  },
  { message: "Na me dis, dem don lock me boy inside na Goderich station since Sunday, dem say e tif survey tool dem. E na 17 years", intent: "urgent" },
  { message: "yes yes the one I tell you", intent: "unknown" },
  { message: "ok bye", intent: "goodbye" },
  { message: "I wan buy plot na Waterloo from one agent, e say di lan get state grant. Abeg una go check di title fo me before I pay?", intent: "area:land" },
  { message: "can i get appointment with lawyer for friday, i want to explain how the agent take my money", intent: "booking" },
  {
    message:
      "Our firm was engaged under a written contract to survey a 40-acre estate; the client has refused to pay the final instalment after receiving the plans. We wish to enforce the contract.",
    intent: "area:contract",
  },
  { message: "Besides property, what other kinds of legal work does your firm handle? I may need help with a few things.", intent: "services" },
  {
    message:
      "Mon cousin et moi avons une petite entreprise de déménagement ici. We want to make it a registered company with proper shares. Vous aidez pour ça?",
    intent: "area:business",
  },
  { message: "good morning sir good morning madam", intent: "greeting" },
  {
    message:
      "I co-own a rental house in Freetown with a cousin and we disagree on how the rent and repairs are shared. We'd like a neutral person to settle it without going to court. Does your firm do mediation?",
    intent: "area:arbitration",
  },
  {
    message: "Au secours, my landlord call the police and they put me in their car now with my bag, they say I don't pay, je suis dans la voiture",
    intent: "urgent",
  },
  { message: "abeg una sabi how fo advertise os fo rent pan facebook marketplace?", intent: "off-topic" },
  {
    message: "my master say I must leave the house next week after thirty years I have no paper is it true he can put me out like that or the law protect me",
    intent: "legal-question",
  },
  { message: "boss abeg gi me time fo see una lan lawyer dis week, me client de wait", intent: "booking" },
  {
    message:
      "Je suis transitaire, freight agent. A vessel from Conakry damaged our client's cargo of palm oil during unloading at Queen Elizabeth II Quay. Nous voulons faire une réclamation.",
    intent: "area:shipping",
  },
  {
    message: "my ex agent and him friends are knocking my door hard now saying i owe them. they say they will break my legs. i lock myself in the room",
    intent: "safety",
  },
  { message: "Before I commit, could you tell me how many lawyers you have and whether any of them has worked with diaspora clients?", intent: "team" },
  { message: "Abeg una cam quick, police dem don tek me uncle from di lan we de survey, dem lock am since morning na Hastings station", intent: "urgent" },
  { message: "if I drive me pickup cam una office, usai I go park am?", intent: "knowledge:Parking" },
  {
    message:
      "The Magistrate Court convicted our junior surveyor of uttering a false document last month. He is now on bail pending appeal, and we wish to retain your firm to pursue the appeal.",
    intent: "area:criminal",
  },
  { message: "una de open early like 8 o'clock?", intent: "hours" },
  {
    message: "me and 2 friends want to start small company to help students find rooms without fake agents. how do we register the busines",
    intent: "area:business",
  },
  {
    message:
      "Le propriétaire entre dans ma chambre quand je ne suis pas là, with the agent to show to new people. Est-ce légal? he can enter without my permission?",
    intent: "legal-question",
  },
  { message: "please I want to know how to use the smartphone my master send me to take pictures and send on whatsapp", intent: "off-topic" },
  {
    message:
      "Our client, a landowner at Tokeh, was arrested on site this morning by Ministry officials and the police and is currently held at the Tokeh police post. We urgently require counsel.",
    intent: "urgent",
  },
  {
    message:
      "my father die and the house the agent is renting out in bo is our family house. my stepmother collects all the rent. we the children want lawyer for the estate",
    intent: "area:family",
  },
  { message: "Please state your telephone number for enquiries.", intent: "phone" },
  {
    message:
      "Je suis vendeur dans une quincaillerie, the boss refuse to give me my contract papers and cut my salary by half. I want lawyer for this employment problem",
    intent: "area:contract",
  },
  {
    message: "Me an di surveyor we bin pay fo survey me plot, e gi me wrong plan, now we de quarrel. We both agree fo mediation. Una go fit settle we?",
    intent: "area:arbitration",
  },
  {
    message:
      "Please, my grandma is hiding at her friend's stall. The agent's boys are walking around the market looking for her, they said they will beat her for reporting them",
    intent: "safety",
  },
  { message: "wetin una chambers de handle? gi me di list", intent: "services" },
  {
    message:
      "My grandma is crying, her son was taken from his house at Kroo Town by police last night and they said he is in the cell at Central. Nobody will tell us anything. Please help",
    intent: "urgent",
  },
  { message: "Could you suggest a good textbook on cadastral surveying for candidates preparing for the licensing examination?", intent: "off-topic" },
  { message: "What email should I use to send scanned documents? I'd prefer email to WhatsApp.", intent: "email" },
  { message: "Je veux louer un magasin pour 5 ans, the owner give me lease paper. I want a lawyer to check the lease before I sign", intent: "area:land" },
  { message: "Lan case fo go court, how much una de take? I fit pay small small?", intent: "knowledge:Fees" },
  { message: "i am in the police station now at lumley they hold me since 2 hours, the agent lie say i threaten him. can u help me", intent: "urgent" },
  {
    message: "Could I schedule a 30-minute consultation by Zoom or WhatsApp video sometime next week? Evenings Freetown time work best for me.",
    intent: "booking",
  },
  {
    message:
      "Me container wey get tiles an cement fo build me os na Waterloo don stay na Quay 3 month, dem say demurrage don pass di value. I need shipping lawyer",
    intent: "area:shipping",
  },
  { message: "Grandma wants to know where your office is, she will take poda poda from Kissy", intent: "address" },
  {
    message:
      "I gave my brother a power of attorney to manage my house, and he's now mortgaged it to a bank without telling me. Is the mortgage valid if the power of attorney didn't mention borrowing?",
    intent: "legal-question",
  },
  { message: "merci, c'est gentil", intent: "thanks" },
  {
    message:
      "Grandma's grandson, my brother, was released on bail last week and now has to appear in court for fighting with the agent who cheated her. Grandma wants a lawyer to defend him.",
    intent: "area:criminal",
  },
  { message: "Il y a une bonne école française à Freetown pour mes enfants?", intent: "off-topic" },
  {
    message:
      "I wish to report that an agent of the opposing claimant has threatened to shoot me if I return to the site at Mamah Beach. I fear for my safety and that of my staff.",
    intent: "safety",
  },
  {
    message: "please the soldier them come and take my master brother from the house to Juba barracks they carry him inside since yesterday he don't come out",
    intent: "urgent",
  },
  { message: "who una lawyer dem be? dem get experience fo lan case?", intent: "team" },
  {
    message:
      "We intend to acquire a minority stake in a local real estate consultancy. We would require due diligence on the company and advice on the shareholders' agreement and investment structure.",
    intent: "area:business",
  },
  {
    message: "Me wife an me we don separate, now she de claim half of me plot na Waterloo an she wan tek di pikin dem. I need lawyer fo di divorce",
    intent: "area:family",
  },
  { message: "do any of ur lawyers speak Limba? my mother wants to come with me", intent: "knowledge:Languages spoken" },
  { message: "Can grandma come on Saturday? If not, please book her for Monday morning before she opens the stall.", intent: "booking", also: ["hours"] },
  {
    message: "the agent refund me only half and say the rest is agent fee and transport. can he legaly keep that or must he give me all?",
    intent: "legal-question",
  },
  { message: "please your office open every day or only some day", intent: "hours" },
  {
    message:
      "On a une sentence arbitrale contre un commerçant ghanéen for goods, but he refuse to pay. How to enforce the award here in Sierra Leone? vous pouvez aider?",
    intent: "area:arbitration",
  },
  {
    message:
      "My caretaker's son just called — the caretaker was taken about an hour ago from my house in Hill Station by plain-clothes men who said they were CID. We don't know where he is. Please, can someone help right now?",
    intent: "urgent",
  },
  { message: "how can i reach u guys, i dont have credit to call", intent: "contact" },
  {
    message: "Can you recommend a good home security company in Freetown that installs CCTV? I want to keep an eye on my house remotely.",
    intent: "off-topic",
  },
  {
    message:
      "We wish to have our standard terms of engagement for survey clients reviewed and redrafted, particularly the clauses on payment, delays and liability.",
    intent: "area:contract",
  },
  { message: "d'accord, au revoir", intent: "goodbye" },
  {
    message: "Dem de shoot gun na di lan area na Waterloo now, di two family dem de fight fo di land, me pikin dem de inside we os near dey. Wetin I go do",
    intent: "safety",
  },
  {
    message: "my master want to give lease for the house to one company for ten years he tell me to find lawyer to prepare the lease paper",
    intent: "area:land",
  },
  {
    message: "Could you tell me more about Adama Koroma's background in arbitration? A colleague recommended this partner to me.",
    intent: "attorney:Adama Koroma",
  },
  { message: "dem don lock me padi, di odda agent, na Kissy police since tree day. Dem no tek am go court. Wetin we go do", intent: "urgent" },
  { message: "which phone is good for online class under 1 million leones", intent: "off-topic" },
  {
    message:
      "I'm a partner in a small import business sending used cars from the US to Freetown. One shipment was released to the wrong consignee at the Quay. Can you handle a claim against the shipping line?",
    intent: "area:shipping",
  },
  {
    message: "please what paper I must carry when I come to see the lawyer I have the old paper for the land from my master",
    intent: "knowledge:What to bring",
  },
  {
    message: "Grandma's landlord died and his son says her rent receipts are not valid and she must pay again for the year. Grandma asks, must she pay twice?",
    intent: "legal-question",
  },
  { message: "Je peux venir demain matin pour parler avec un avocat? please book for me", intent: "booking" },
  { message: "Good evening from my grandma and me", intent: "greeting" },
  {
    message:
      "My aunt who raised me died in Freetown without a will, and the caretaker says her brothers are selling the house. I was her adopted child. I need a lawyer to help with letters of administration.",
    intent: "area:family",
  },
  { message: "is there parking for bicycle at ur office", intent: "knowledge:Parking" },
  { message: "Does your chambers provide general legal services to professional firms, or only litigation?", intent: "services" },
  { message: "Dem don beat me brother an carry am go police, dem lock am na Waterloo since yesterday because e no gree sign fo sell di lan", intent: "urgent" },
  {
    message: "my friend was arrested last month for the fake receipt case, now he is out on bail and the trial start soon. pls he need lawyer",
    intent: "area:criminal",
  },
  { message: "una numba abeg, I wan call", intent: "phone" },
  {
    message:
      "my master and the builder they have quarrel about the money for the house they want the matter settle quiet without court he say I should ask if you do that arbitration",
    intent: "area:arbitration",
  },
  {
    message: "le fils du propriétaire me menace tous les jours, today he hit me with belt and say next time machete. I hide in the church now",
    intent: "safety",
  },
  { message: "I wan start business fo sell block an cement na Waterloo, I need help fo register am wit correct paper", intent: "area:business" },
  { message: "Le bureau ouvre à quelle heure le matin?", intent: "hours" },
  {
    message:
      "My caretaker signed a contract with a builder on my behalf to renovate the house, but the work is shoddy and the builder wants full payment. I want a lawyer to look at the contract and hold the builder to it.",
    intent: "area:contract",
  },
  { message: "Est-ce qu'il y a aide juridique, legal aid, pour les gens qui n'ont pas beaucoup d'argent?", intent: "knowledge:Fees" },
  { message: "May I request an appointment for Wednesday at 2 PM to discuss the drafting of a subdivision agreement?", intent: "booking" },
  { message: "hmmm", intent: "unknown" },
  {
    message:
      "my master send goods from America in a barrel and box by ship the clearing people at the quay say the barrel is lost please he say I must find lawyer for the ship people",
    intent: "area:shipping",
  },
  { message: "Grandma wants to know, are your lawyers old and experienced or young ones? How many are they?", intent: "team" },
  {
    message: "my school hostel company and my parents have dispute about the deposit, both agree to go to mediation not court. do u people do mediation?",
    intent: "area:arbitration",
  },
  { message: "Thanks so much, this has been really helpful.", intent: "thanks" },
  {
    message:
      "my master want to open company here so that the company own the house and the rent go in the company account he ask me find lawyer for the company registration",
    intent: "area:business",
  },
  { message: "Di tenant dem we I bin put fo di room, dem don gang up pan me, dem get stick, dem de chase me now na Kissy road", intent: "safety" },
  { message: "Grandma's grandson here, can you give me the email so I send you the photos of her papers", intent: "email" },
  {
    message: "Mon enfant est né ici à Freetown, his father is Sierra Leonean and refuse to give support. Je veux la garde officielle et pension alimentaire",
    intent: "area:family",
  },
  { message: "wat areas of law do u cover", intent: "services" },
  { message: "I wan sidon wit lawyer one day dis week fo explain me lan palava, abeg arrange am", intent: "booking" },
  {
    message:
      "My late father's land in Kent has been encroached on by a neighbor who moved the beacons and started a foundation. I have the original survey plan from 1987. I need a lawyer to handle the boundary dispute while I'm in Philadelphia.",
    intent: "area:land",
  },
  { message: "In which languages are consultations conducted at your chambers? Some of my clients speak only Temne.", intent: "knowledge:Languages spoken" },
  { message: "Dem don summon me fo cam police station next week, dem say I forge di conveyance. I wan lawyer go wit me", intent: "area:criminal" },
  { message: "If I call at 8 AM Eastern, will your office be open then?", intent: "hours" },
  {
    message:
      "i work part time for estate agency showing rooms, they promise me 50k per tenant but they dont pay me for 3 months. i want lawyer to help me claim",
    intent: "area:contract",
  },
  { message: "L'adresse du cabinet svp, je viens de Lumley", intent: "address" },
  { message: "If I don pay fo di lan an get receipt but no conveyance yet, di lan na me own by law?", intent: "legal-question" },
  {
    message:
      "Grandma and the woman who sold her the shop room are quarrelling about the balance. The market chairlady says go to mediation. Grandma wants to know if your lawyers can help settle it",
    intent: "area:arbitration",
  },
  { message: "Please list all the ways I can get in touch with your firm — phone, WhatsApp, email — I'll be switching between them.", intent: "contact" },
  { message: "ok bra, a de go, we go tok", intent: "goodbye" },
  {
    message:
      "Nous sommes investisseurs guinéens, we want to build apartments in Freetown with a local partner. Comment structurer l'investissement et la société?",
    intent: "area:business",
  },
  { message: "me client wan cam una office, e go carry e receipt, survey plan, wetin else?", intent: "knowledge:What to bring" },
  { message: "i want to book consultation pls, any day next week after 3pm", intent: "booking" },
  {
    message:
      "A vessel chartered to carry our surveying equipment and field vehicles to Sherbro Island was detained by the port authorities for dues owed by its owner. We require representation in the resulting dispute with the owner.",
    intent: "area:shipping",
  },
  { message: "please what kind of help you people give to person like me", intent: "services" },
];
