import type { LabelledMessage } from "@/lib/chat/examples/labelled-message";

// Theme: soldiers, police and prison officers and their families; writers: young soldier's wife at Wilberforce (Krio), retired police sergeant in Bo (formal), prison officer in Kenema (SMS), soldier's widow in Makeni (voice typing), police officer's teenage son at Kingtom (slang), army officer's daughter in the UK (proper English), corporal posted to Daru (fragments), woman constable near the Guinea border (English with French words).
export const SEVENTY_FIRST_TEST_SET: LabelledMessage[] = [
  { message: "Good morning una, hope una de fine", intent: "greeting" },
  {
    message:
      "Abeg help, military police don come take my husband from we quarters na Wilberforce this morning, dem say na for missing fuel. Dem lock am na guard room now and dem no gree me see am",
    intent: "urgent",
  },
  { message: "when the next RSLAF recruitment go start? my brother want join army", intent: "off-topic" },
  {
    message:
      "My husband died on duty in Daru last year. The barracks adjutant says I and the children must leave the quarters by end of month. Can they really put a widow out like that?",
    intent: "legal-question",
  },
  { message: "i want divorce my husband he is a soldier posted to Teko barracks, he no de send money for 2 yrs. pls help me", intent: "area:family" },
  { message: "una open saturday? i de on duty mon to fri", intent: "hours" },
  {
    message:
      "My husband come back from the mess drunk every night and beat me in front of the children. Last night he said he will use his gun on me. I am hiding at my neighbour quarters now",
    intent: "safety",
  },
  {
    message:
      "Good day. I am a retired Warrant Officer. The army allocated plots at Benguema to some of us in 2009 but we never got title deeds. Now some people are building on mine. I need a lawyer to sort this out.",
    intent: "area:land",
  },
  { message: "how much una de charge for consultation? na constable salary I de take", intent: "knowledge:Fees" },
  { message: "Pls I want appointment wit lawyer for next week tuesday, about my late husband pension paper", intent: "booking" },
  {
    message: "my son is corporal, they charge him before court martial for selling ammunition, trial na next month. he need good defence lawyer",
    intent: "area:criminal",
  },
  { message: "how many lawyers una get there? una get woman lawyer?", intent: "team" },
  { message: "Wetin be the price of bag of rice for Juba barracks market now", intent: "off-topic" },
  {
    message:
      "they took my daddy to CID headquarters yesterday, he is a prison officer at Pademba Road. they say some inmate escape. he still there we dont know nothing",
    intent: "urgent",
  },
  {
    message:
      "I'm a police officer and my risk allowance and rent allowance have not been paid for 14 months. Other colleagues too. We want to take action, can your firm take our case?",
    intent: "area:contract",
  },
  { message: "wetin na una whatsapp number", intent: "phone" },
  {
    message: "Me and 6 other soldier wives want to register our soap making group as a proper company so we can get bank loan. una de help with that?",
    intent: "area:business",
  },
  {
    message: "If a police officer is suspended pending a disciplinary hearing, are they allowed to stop his full salary? And how long can the suspension last?",
    intent: "legal-question",
  },
  {
    message:
      "I came back from peacekeeping in Somalia and shipped one container of my things. It is at Queen Elizabeth quay 3 months now, customs say I must pay big duty. I need help to clear it",
    intent: "area:shipping",
  },
  {
    message:
      "Dem don threaten me say if I testify for the hearing against the sergeant dem go kill me. Dem de pass near my house every night. I fraid for my life",
    intent: "safety",
  },
  { message: "Where exactly is your office? I'll be coming from Murray Town barracks", intent: "address" },
  { message: "Police don surround my house na Kingtom barracks now, dem de find my brother. Dem say dem go take am", intent: "urgent" },
  {
    message:
      "me and my partner (retired captain) run transport business, now we don quarrel about money. we no want court, we want settle am quietly. una fit help?",
    intent: "area:arbitration",
  },
  { message: "can u help me write CV for prison officers recruitment?", intent: "off-topic" },
  { message: "Wat kind of cases una de handle?", intent: "services" },
  { message: "pls send me ur email address i want send my husband discharge letter", intent: "email" },
  {
    message: "my husband die for Sierra Leone army, his brothers say the land he buy na family property and dem go take am. dem get right?",
    intent: "legal-question",
  },
  { message: "What time does the office close on Friday? I finish duty at 4", intent: "hours" },
  {
    message:
      "Dear Sir/Madam, my daughter married a police inspector who has now abandoned her and their two children in the Goderich barracks. She needs maintenance for the children. Kindly advise whether you can assist.",
    intent: "area:family",
  },
  { message: "tenki ya for di info", intent: "thanks" },
  { message: "una get place for park car? I go drive come from Wilberforce", intent: "knowledge:Parking" },
  {
    message:
      "Dear Sir, I wish to schedule a consultation with one of your lawyers regarding my dismissal from the Sierra Leone Correctional Service. Please let me know available dates.",
    intent: "booking",
  },
  {
    message: "my husband na soldier, since friday dem lock am na the barracks cell for Teko and no one tell us why. di pikin dem de cry for dem papa",
    intent: "urgent",
  },
  { message: "who win the match between Juba barracks and Wilberforce barracks yesterday?", intent: "off-topic" },
  { message: "I want buy land for Waterloo with my peacekeeping money but I fear say na fake documents. Una de do title search?", intent: "area:land" },
  {
    message:
      "My husband is posted to Kailahun and wants to take our 5 year old with him. I don't agree. Does he have the right to take the child without my consent?",
    intent: "legal-question",
  },
  {
    message: "Me brother na police constable, dem charge am to court for robbery. He don get bail but case start next month. We need lawyer for defend am",
    intent: "area:criminal",
  },
  { message: "hello pls i get problem", intent: "unknown" },
  {
    message:
      "Some soldiers from my husband unit de come beat me and my children because dem say my husband owe dem money. Dem break we door yesterday, dem say dem go come back tonight",
    intent: "safety",
  },
  {
    message:
      "My late husband served 22 years and the army never paid his end of service benefit. I have been chasing it with no result. Is this something your firm can take on?",
    intent: "area:contract",
  },
  { message: "hi", intent: "greeting" },
  { message: "my mother only speak Mende, any lawyer there speak Mende?", intent: "knowledge:Languages spoken" },
  { message: "Who are the lawyers in your firm? I would like to know before I come", intent: "team" },
  { message: "pls how much is airtime bundle for africell, i wan call my husband for Lebanon", intent: "off-topic" },
  {
    message: "Abeg help, na my pikin dem hold na Pademba Road police station since yesterday night. E na 17 years. E papa na soldier for Juba. Wetin we for do",
    intent: "urgent",
  },
  {
    message:
      "I have a small fishing boat, my late father was a navy officer who bought it. Port authorities detained it at the quay saying the papers are not right. Can you help get it released?",
    intent: "area:shipping",
  },
  {
    message:
      "my wife left me and carried our 3 children while I was on UN mission. Now I am back. will the court give me custody even tho I am soldier always posted away?",
    intent: "legal-question",
  },
  { message: "abeg book me time wit lawyer 2moro morning", intent: "booking" },
  {
    message:
      "retired police officers here, we want to start private security company. how do we register it and sort the shareholding between us? need a lawyer",
    intent: "area:business",
  },
  { message: "una de open on public holiday?", intent: "hours" },
  {
    message: "Is Ibrahim Jalloh still with your chambers? A friend in the army said he defended him at court martial and he is very good",
    intent: "attorney:Ibrahim Jalloh",
  },
  {
    message:
      "my husband is a prison officer, he locks me inside the quarters when he goes to work and beats me if I talk to anybody. I cant take it anymore, I'm scared he will kill me",
    intent: "safety",
  },
  { message: "wetin I for cook for my husband unit party saturday, about 40 soldiers", intent: "off-topic" },
  {
    message: "We are a group of army widows who gave money to a contractor to build houses. He did only half. We prefer mediation not court. Do you do that?",
    intent: "area:arbitration",
  },
  { message: "how can I reach una? I de for Daru, Moa barracks, I no fit come Freetown easily", intent: "contact" },
  { message: "they just came and carried my husband from the police barracks in Bo, plain clothes men, no paper. please what do i do", intent: "urgent" },
  {
    message:
      "My husband was a soldier and he died without a will. His other wife in Kenema wants everything. I need a lawyer to help with the inheritance for my children",
    intent: "area:family",
  },
  { message: "Is it legal for the army to deduct money from my salary for a lost weapon without any hearing?", intent: "legal-question" },
  { message: "Wetin I go carry come when I de come see lawyer? I get my husband death certificate and service number", intent: "knowledge:What to bring" },
  { message: "Does your firm only do court cases or also other kinds of legal work?", intent: "services" },
  {
    message:
      "Good afternoon. My husband, a lance corporal, was convicted by court martial last month and sentenced to 5 years. We believe it was unfair and we want to appeal. Can you handle appeals?",
    intent: "area:criminal",
  },
  { message: "where i fit buy new military boots size 44 for cheap", intent: "off-topic" },
  { message: "I'd like to see a lawyer on Monday about my pension. What slots are free?", intent: "booking" },
  { message: "ok bye bye, God bless una", intent: "goodbye" },
  {
    message: "Dem don hold my wife na Kingtom police station 2 days now. She na police woman, dem say she lose exhibit. Dem no charge am, dem no release am",
    intent: "urgent",
  },
  { message: "family lan for Port Loko, my uncles sell am while I de on posting for Kabala. I want take am back", intent: "area:land" },
  { message: "email address pls", intent: "email" },
  { message: "Is the court near Juba barracks open on Sunday? basketball I mean, my boys want to play", intent: "off-topic" },
  {
    message:
      "My husband was dismissed from the police after a disciplinary hearing where he was not allowed to bring a witness. Will he get his job back if we challenge it?",
    intent: "legal-question",
  },
  {
    message:
      "A mob de gather outside we house for Cline Town because dem say my husband, na police, shoot one boy. Dem de throw stone. Me and di pikin dem de inside",
    intent: "safety",
  },
  {
    message: "I work as security guard for private company after I leave army. Dem sack me and no pay 3 months salary. I wan lawyer for collect am",
    intent: "area:contract",
  },
  { message: "Can I pay your fees in parts from my monthly salary? I'm a private in the army", intent: "knowledge:Fees" },
  { message: "???", intent: "unknown" },
  {
    message: "my wife import goods from China for her shop in barracks, container arrive damaged. the shipping company refuse pay. who can help",
    intent: "area:shipping",
  },
  { message: "r u open now?", intent: "hours" },
  { message: "Thank you so much, that was very helpful.", intent: "thanks" },
  {
    message: "Pls my son na soldier, dem arrest am for Benguema training centre and nobody see am since Tuesday. Dem no tell we where dem carry am",
    intent: "urgent",
  },
  {
    message:
      "My husband got his gratuity and we want to invest in a shop. Another officer wants to be partner. We need an agreement and to register the business. Can you do this?",
    intent: "area:business",
  },
  { message: "una get lawyer weh sabi army cases? how many una be", intent: "team" },
  { message: "how to treat malaria for small pikin, we de far from barracks clinic", intent: "off-topic" },
  { message: "Police officer husband died in accident on duty. Will his widow get his pension and NASSIT both or only one?", intent: "legal-question" },
  {
    message:
      "Good day, I would like to arrange a meeting with a lawyer. I'm in London but can join by video call. My father was an army officer and we have an estate matter.",
    intent: "booking",
  },
  {
    message:
      "there is an arbitration award in my favour against a company I supplied rations to for the barracks. they refuse to pay. can you help enforce it?",
    intent: "area:arbitration",
  },
  { message: "Bonjour, good evening", intent: "greeting" },
  { message: "I need your phone number to call", intent: "phone" },
  {
    message: "I de hide now for my sister house. My husband na soldier and e say e go find me and finish me because I report am to the commanding officer",
    intent: "safety",
  },
  { message: "i want to adopt my late comrade pikin, e mama don die too. how I go do am legally, una fit help?", intent: "area:family" },
  { message: "una office de na Siaka Stevens street? which side, near wetin", intent: "address" },
  { message: "Is there parking near your office or should I come by okada?", intent: "knowledge:Parking" },
  { message: "pls help me with my pikin homework, na about the history of the RSLAF", intent: "off-topic" },
  {
    message:
      "My father, a retired sergeant, was picked up by soldiers at our home in Makeni this evening. They said he is under investigation. We don't know where he has been taken.",
    intent: "urgent",
  },
  {
    message: "my husband na prison officer, dem accuse am say e help prisoner escape. case de for Kenema high court. need lawyer to defend am",
    intent: "area:criminal",
  },
  { message: "do your lawyers speak French? my wife is from Guinea, her English is not strong", intent: "knowledge:Languages spoken" },
  { message: "If I resign from the army now, do I lose my gratuity? I have served 11 years.", intent: "legal-question" },
  {
    message:
      "Dear Sirs, I am an army officer's daughter living in Manchester. Nobody can find the title deed for my late father's land at Hill Station at the ministry. We need a proper search done. Could your land team handle this?",
    intent: "area:land",
  },
  { message: "How do I get in touch with your office from Conakry? phone, email, anything", intent: "contact" },
  { message: "Can I come see lawyer Thursday 10am?", intent: "booking" },
  { message: "My phone charge no de hold, where to fix battery near Wilberforce", intent: "off-topic" },
  { message: "what does Kamara and Associates do exactly?", intent: "services" },
  { message: "na now now dem de carry my husband go, police de for we door na Kingtom barracks, dem say na for CDIID matter", intent: "urgent" },
  { message: "For the meeting, should I bring my husband's service record and the letter from Ministry of Defence?", intent: "knowledge:What to bring" },
  { message: "Alright, I'll get back to you later. Goodbye.", intent: "goodbye" },
  {
    message: "we r prison officers at Kenema, our ration allowance not paid since Jan. we want lawyer to write demand to the service",
    intent: "area:contract",
  },
  {
    message: "My wife took bank loan for her shop in Teko barracks but the bank is charging more interest than what we agreed. we want a lawyer",
    intent: "area:business",
  },
  {
    message: "Abeg, I be retired navy man, now I de work as clearing agent for QE2 quay. One shipper de sue me for lost cargo. I need shipping lawyer",
    intent: "area:shipping",
  },
  {
    message:
      "Our company's contract with the Ministry for barracks construction has an arbitration clause. They have not paid for 2 years. We want to start arbitration. Can your firm represent us?",
    intent: "area:arbitration",
  },
  { message: "Salaam aleikum", intent: "greeting" },
  {
    message: "pls sir my husband dey na Juba barracks guard room since yesterday, dem say e disobey order. e get sick, e need medicine. how una fit help",
    intent: "urgent",
  },
  { message: "How do I iron the creases on a police uniform properly?", intent: "off-topic" },
  {
    message: "My husband na soldier, e marry another woman for Kailahun without tell me. We do church wedding. E get right for do that?",
    intent: "legal-question",
  },
  { message: "I be soldier, I buy plot for Newton from one man but now another family say na dem lan. I get receipt only. I need help", intent: "area:land" },
  { message: "pls my neighbour in the barracks de beat him wife every night, tonight e bad pass, she de shout help. wetin we go do", intent: "safety" },
  { message: "Please book me an appointment with the family lawyer, I am available Wednesday after 2pm", intent: "booking" },
  { message: "una de work Sunday?", intent: "hours" },
  { message: "My husband is in the army and he married a second wife. I want a legal divorce and to keep the children. Please help", intent: "area:family" },
  {
    message:
      "Dear Sir, a group of us retired officers formed a poultry company. The chairman now refuses to show the accounts to the rest of us shareholders. We want a lawyer to act for us.",
    intent: "area:business",
  },
  { message: "Military police just enter the quarters and handcuff my brother, right now dem de put am na vehicle", intent: "urgent" },
  { message: "What areas of law does your firm cover?", intent: "services" },
  {
    message: "our unit sent vehicles back from the UN mission by ship but my personal car inside the container got missing at the quay. I want to claim",
    intent: "area:shipping",
  },
  { message: "pls write nice poem for my husband weh de go Somalia peacekeeping next week", intent: "off-topic" },
  {
    message: "we get dispute wit the company weh supply uniforms for the prison service, our contract say arbitration. una do arbitration?",
    intent: "area:arbitration",
  },
  { message: "I was dismissed from the police without any letter after 15 yrs service. I want to fight it. Can your firm help?", intent: "area:contract" },
  { message: "Can the Correctional Service transfer me to Kabala as punishment without telling me the reason? Is that allowed?", intent: "legal-question" },
  {
    message:
      "I am a prison officer and my colleague was arrested this morning at Mafanta. They are holding him at Magburaka police station. Can a lawyer go there today?",
    intent: "urgent",
  },
  { message: "my son (soldier) is on bail, trial is at Freetown magistrate court for assault. need a defence lawyer before 12th", intent: "area:criminal" },
  { message: "Pls una phone number, I want call from Kenema", intent: "phone" },
  {
    message: "I'm a woman constable. My superior keeps threatening me, he says he will hurt me if I refuse him. Today he followed me home. I'm afraid",
    intent: "safety",
  },
  { message: "how many lawyer una get for una office", intent: "team" },
  { message: "wetin be the requirement to join Sierra Leone police this year", intent: "off-topic" },
  { message: "Do you offer legal aid for widows of soldiers? I can't afford much", intent: "knowledge:Fees" },
  {
    message: "Dem don detain my papa na Bo police station since Sunday, e na retired inspector, dem say e get land palaver. E old and e sick",
    intent: "urgent",
  },
  { message: "If my police husband divorces me, do I have any share in the house we built with his loan from the force?", intent: "legal-question" },
  { message: "i supply food stuff to the barracks mess for 8 months, dem no pay me. i get contract paper. i want lawyer", intent: "area:contract" },
  { message: "I wan come see una Monday. Abeg put me for list", intent: "booking" },
  {
    message:
      "Good evening. My son was a soldier who died on duty in Kailahun. He left a small child with his girlfriend who now can't care for her. We want custody of our grandchild. Can you help?",
    intent: "area:family",
  },
  { message: "how do I get to your office from Wilberforce barracks by poda poda?", intent: "address" },
  { message: "hmm", intent: "unknown" },
  { message: "weather for Daru this weekend? we de travel go visit my husband", intent: "off-topic" },
  { message: "Boys de stone we house for Wellington because my papa na police, dem say na him arrest dem friend. We lock we self inside", intent: "safety" },
  { message: "I import used tyres to sell near barracks. Customs at the quay seize my goods, dem say declaration wrong. Need lawyer", intent: "area:shipping" },
  { message: "My late husband's land at Kossoh Town, his family want sell am. I want lawyer to protect am for my children", intent: "area:land" },
  { message: "soldiers came in the night and took my son from our house in Lumley. we went to every station, nobody know where he is", intent: "urgent" },
  { message: "what time you open in the morning? I want come before I go report for duty", intent: "hours" },
  { message: "Una lawyer dem sabi Temne?", intent: "knowledge:Languages spoken" },
  { message: "Me husband die 3 years ago, army still no pay widow benefit. If we go court, we go win?", intent: "legal-question" },
  { message: "I want register my business name, I de sell provisions for police barracks. how una fit help", intent: "area:business" },
  { message: "Thank u sir, God bless", intent: "thanks" },
  { message: "which bus go from Freetown to Teko barracks Makeni, how much transport", intent: "off-topic" },
  {
    message: "Me and my brother (both police) are fighting over business money. Family says no court. Can your firm mediate between us?",
    intent: "area:arbitration",
  },
  {
    message:
      "my husband has been held at the Military Police headquarters at Cockerill since Monday without charge. please can someone from your office go there",
    intent: "urgent",
  },
  {
    message: "Good morning. I need a consultation about my court martial. Could we fix a date next week, preferably by video as I am posted in Bo?",
    intent: "booking",
  },
  { message: "My brother, a prison officer, was charged with corruption. He is at home on bail now. He needs a lawyer for the trial", intent: "area:criminal" },
  { message: "what are all the ways I can contact your firm?", intent: "contact" },
  {
    message: "Does a soldier on a disciplinary charge have the right to choose his own lawyer, or must he take the officer they give him?",
    intent: "legal-question",
  },
  { message: "my stepfather na soldier, he come home with gun and say he go shoot all of us. me and my sisters run go hide for church", intent: "safety" },
  { message: "can I park my motorbike in front of your office?", intent: "knowledge:Parking" },
  { message: "My son is asking how to charge his phone with solar panel in the barracks, any idea?", intent: "off-topic" },
  { message: "I hear say Fatmata Kamara na di big woman lawyer for family matters. She still de work there?", intent: "attorney:Fatmata Kamara" },
  { message: "dem de hold my wife na Kenema police cell, she na prison officer, dem say she carry phone give prisoner. since yesterday", intent: "urgent" },
  {
    message:
      "We want to bring an investor from Ghana into our construction company (we are ex soldiers). Need help with the investment agreement and company documents",
    intent: "area:business",
  },
  {
    message: "Please I need someone to check my contract before I sign with a private security company in Dubai. Retired soldier here.",
    intent: "area:contract",
  },
  { message: "una de do all kind of case or na only some?", intent: "services" },
  { message: "what email do I send my documents to?", intent: "email" },
  { message: "I am posted in Kailahun and want to lease out my house in Freetown. Can you prepare a proper lease and check the tenant?", intent: "area:land" },
  { message: "Police dey for my gate now, dem want take my husband. He na soldier, dem no show paper. Wetin I go do", intent: "urgent" },
  { message: "best recipe for cassava leaf plassas wit fish", intent: "off-topic" },
  {
    message: "The OC say if I no pay am small money e go post me to Kailahun. If I report am, wetin go happen to me? E fit punish me?",
    intent: "legal-question",
  },
  { message: "wat tym una close 2day and where una office de", intent: "hours", also: ["address"] },
  {
    message: "a man in uniform keeps coming to my shop in the barracks threatening to burn it and me if I don't pay him. I fear for my life",
    intent: "safety",
  },
  { message: "set meeting for me with criminal lawyer pls", intent: "booking" },
  {
    message:
      "My husband is an officer in the navy wing, but he also owns a small cargo vessel. The company that chartered it broke the charter party and left it at the quay. Who handles that?",
    intent: "area:shipping",
  },
  { message: "Is there a female lawyer I could speak with? It's about my marriage and I'm more comfortable with a woman", intent: "team" },
  { message: "wat docs I shud bring for appointment about my land?", intent: "knowledge:What to bring" },
  { message: "does anyone know if the barracks school results are out for NPSE", intent: "off-topic" },
  { message: "mon fils est arrêté... my son is arrested at Kambia police post since 2 days, pls help, his father is border police", intent: "urgent" },
  { message: "i need lawyer for write my will. i be sergeant and i get 2 house and 5 pikin, i no want palaver when i die", intent: "area:family" },
  {
    message: "A foreign company won arbitration against our small security business and now wants to enforce it here. We need someone to defend us",
    intent: "area:arbitration",
  },
  { message: "How much maintenance can the court order a soldier to pay for 3 children? He earns about 2 million leones.", intent: "legal-question" },
  { message: "good afternoon sir", intent: "greeting" },
  { message: "Police CID invite me for questioning next week about lost guns in my unit. I want a lawyer to go with me", intent: "area:criminal" },
  { message: "Dem don stop my transfer allowance and my kit allowance since dem post me go Daru. we want lawyer for dis", intent: "area:contract" },
  {
    message: "I de hide since morning. My husband family say na me kill am (he died on patrol) and dem want beat me. Dem gather outside with stick",
    intent: "safety",
  },
  { message: "Hello, can I schedule a call with a lawyer this Friday? I'm a retired police superintendent with a pension dispute.", intent: "booking" },
  { message: "I need a job as cook in the officers mess, who do I talk to", intent: "off-topic" },
  {
    message: "abeg my boyfriend na soldier, dem lock am for Murray Town barracks cell after fight. dem say dem go transfer am go Pademba Road today",
    intent: "urgent",
  },
  { message: "Parlez-vous français? my English is small small", intent: "knowledge:Languages spoken" },
  { message: "whatsapp number?", intent: "phone" },
  { message: "police wives association want open bank account and register as company. wat papers we need, una fit do am for we?", intent: "area:business" },
  { message: "Is it legal for the police to keep my late husband's last salaries and allowances because his file is not complete?", intent: "legal-question" },
  { message: "Do you help to settle disputes out of court? Mine is with the contractor who built my house at Waterloo.", intent: "area:arbitration" },
  { message: "which street una de, I wan come", intent: "address" },
  { message: "Are you open during lunchtime? I can only come on my break between 1 and 2", intent: "hours" },
  {
    message:
      "Dear Sir, I wish to purchase a property in Goderich on my return from the UN mission in South Sudan. I need a lawyer for the conveyancing and search.",
    intent: "area:land",
  },
  { message: "help, my daughter husband (corporal) de beat am now now for dem quarters for Wilberforce, I hear am de cry on phone", intent: "safety" },
  { message: "Do you have lawyers who deal with military and police families?", intent: "team" },
  { message: "Can you tell me the score of Mighty Blackpool vs East End Lions", intent: "off-topic" },
  { message: "how much e go cost for lawyer for court martial", intent: "knowledge:Fees" },
  { message: "I would like to meet a lawyer about my husband's estate. He was a Major. When is the earliest appointment?", intent: "booking" },
  { message: "my ex na police, e refuse pay school fees for e pikin dem. I need help to make am pay", intent: "area:family" },
  {
    message: "cargo of cement I order for build my house at Grafton came short by 200 bags when dem offload am. the shipper no want pay. pls help",
    intent: "area:shipping",
  },
  { message: "I'm new here. What kind of help can your firm give to ordinary people like police families?", intent: "services" },
  { message: "how I fit contact una wen I de for Kailahun?", intent: "contact" },
  { message: "I be soldier, dem accuse me say I tief fuel from the barracks. court martial go start. I need lawyer", intent: "area:criminal" },
  { message: "abeg", intent: "unknown" },
  { message: "una email pls, na for my son in UK", intent: "email" },
  { message: "what papers do I need to carry when I come? I have my discharge certificate", intent: "knowledge:What to bring" },
  { message: "parking dey?", intent: "knowledge:Parking" },
  { message: "ok tenki", intent: "thanks" },
  { message: "bye", intent: "goodbye" },
  { message: "hello good morning", intent: "greeting" },
  { message: "Dem take my husband from the barracks go Pademba Road prison since Wednesday. Nobody tell we wetin e do. Pls send lawyer", intent: "urgent" },
  { message: "Wetin be the salary of police constable now?", intent: "off-topic" },
  {
    message:
      "Since dem post my husband to Kabala, e don take another woman and e no de send money again for we 4 pikin. I want court to order maintenance. Una fit help me?",
    intent: "area:family",
  },
  {
    message:
      "My husband served in the army for 18 years then died. His first wife from before says she alone should get the gratuity. Who is entitled by law, me or her?",
    intent: "legal-question",
  },
  {
    message:
      "My husband came back from Somalia different. He hits me and the children and talks about killing us. Tonight he is awake with a cutlass. I'm scared.",
    intent: "safety",
  },
  { message: "I need an appointment for next Thursday with the lawyer who handles land matters", intent: "booking" },
  { message: "what are your opening hours", intent: "hours" },
  {
    message:
      "We run a small canteen inside the barracks as a partnership. My partner wants to bring his brother in as a shareholder without my agreement. Need lawyer",
    intent: "area:business",
  },
  {
    message:
      "My father is a police inspector in Port Loko. His own colleagues locked him in the station cell last night after an argument with the LUC. The family can't see him.",
    intent: "urgent",
  },
  { message: "army want take our family land for Kossoh to build new barracks and dem no pay compensation. we need land lawyer", intent: "area:land" },
  { message: "how to make my husband uniform look new, the green one don fade", intent: "off-topic" },
  {
    message:
      "Our contract for renovating the police barracks says disputes go to arbitration. The client has stopped paying. How do we start and can you represent us?",
    intent: "area:arbitration",
  },
  {
    message: "I'm a prison officer. They have been deducting from my salary for a loan I never took. I want to challenge my employer. Can you help?",
    intent: "area:contract",
  },
  { message: "Do una get lawyer weh na woman? my sister no go talk to man", intent: "team" },
  {
    message:
      "i am writing from the police station, they have held me here since morning, they took my phone but let me use my sisters. i am a prison warder. what should i do",
    intent: "urgent",
  },
  { message: "my pikin na police cadet, dem charge am say e fight and wound one man. court date na 20th. need defence", intent: "area:criminal" },
  {
    message: "My husband send me goods from Lebanon through the port, the container don stay two months and demurrage de add every day. Una fit help clear am?",
    intent: "area:shipping",
  },
  { message: "Can a police officer be dismissed for getting pregnant before finishing her probation? That is what they told me.", intent: "legal-question" },
  { message: "una number pls, i go call", intent: "phone" },
  { message: "Can you recommend a good school near Wilberforce barracks for my 6 year old?", intent: "off-topic" },
  { message: "people de follow me since I report the soldier wey rape my pikin. dem say if I no take the case back dem go kill me", intent: "safety" },
  { message: "Please what services do you offer?", intent: "services" },
  {
    message: "Soldiers don carry my uncle from Kabala, dem say e na deserter. E no desert, e bin sick. Dem de hold am for the barracks 3 days now",
    intent: "urgent",
  },
  { message: "can i see sumbody 2day afternoon? e nor go tek long", intent: "booking" },
  {
    message: "My late father was a police officer. He left a will but my stepmother is hiding it. We need help with the probate and the estate.",
    intent: "area:family",
  },
  { message: "I be retired sergeant, I wan open micro finance for soldier dem. wetin I need for register am and una go help?", intent: "area:business" },
  { message: "Una de open till 6? I go finish duty 5:30", intent: "hours" },
  { message: "If my soldier husband refuses to pay for our children, can the army deduct it from his salary directly?", intent: "legal-question" },
  { message: "my son homework ask am to write essay about a soldier's life, abeg help am", intent: "off-topic" },
  {
    message:
      "My husband was arrested at Lungi airport coming back from UN mission, they said something about his luggage. He is still at the airport police post.",
    intent: "urgent",
  },
  { message: "I de buy house from one retired officer for Juba hill. Abeg una fit check the papers before I pay?", intent: "area:land" },
  { message: "I'm in Maryland, USA. What's the best way to contact you?", intent: "contact" },
  {
    message: "I prefer mediation over court for a dispute with my business partner, another soldier wife. Can your firm arrange that?",
    intent: "area:arbitration",
  },
  { message: "Abeg help me, my husband brothers (all soldiers) de beat me now say make I comot for the house after e die. Dem de here now", intent: "safety" },
  { message: "Do you charge for first meeting?", intent: "knowledge:Fees" },
  {
    message: "my husband sign contract for work with private military company abroad and dem no pay am. e don come back home now. we need lawyer",
    intent: "area:contract",
  },
  { message: "how many km from Freetown to Kailahun? my husband de go posting", intent: "off-topic" },
  { message: "urgent!! police de beat and drag my boy go van now for Kissy, e papa na soldier. wetin I go do?", intent: "urgent" },
  {
    message: "I was given bail yesterday after 2 days at the station. Now I need a lawyer for my case, they accuse me of selling police uniforms",
    intent: "area:criminal",
  },
  {
    message: "My brother was convicted by court martial while he was sick in hospital and not even present. Is that conviction valid?",
    intent: "legal-question",
  },
  { message: "thanks a lot", intent: "thanks" },
  {
    message: "I be former marine, I get small boat for carry goods to Bonthe. Another boat hit am for the port and dem no want pay. I need lawyer",
    intent: "area:shipping",
  },
  {
    message: "Dear Madam/Sir, I am writing to request a consultation on behalf of my mother, the widow of the late Lt Col. Please advise of a suitable time.",
    intent: "booking",
  },
  { message: "where is the office located?", intent: "address" },
  { message: "Which network is better in Daru, Orange or Africell? I want call my husband", intent: "off-topic" },
  {
    message:
      "Dear Sir, my son, a recruit at Benguema, has been detained by the military police for four days. We were told he will be kept until a board sits. Kindly advise urgently.",
    intent: "urgent",
  },
  { message: "There is a fight in the barracks between two families with machetes, my children are trapped inside our room", intent: "safety" },
  { message: "how big is your team? how many partners", intent: "team" },
  { message: "Is Christiana Thomas the lawyer for employment cases? I want to know about her experience", intent: "attorney:Christiana Thomas" },
  { message: "i want legal separation from my husband, he be prison officer at Pademba road, too much palava. pls help", intent: "area:family" },
  {
    message:
      "I'm a prison officer. They want me to sign a statement admitting I slept on duty or lose my promotion. If I don't sign, can they still punish me?",
    intent: "legal-question",
  },
  {
    message:
      "Dear Sirs, our association of retired prison officers plans to set up a limited company for farming. We need help with the registration and the memorandum.",
    intent: "area:business",
  },
  { message: "I'm charging my phone at the barracks canteen and it keeps stopping. Is it the socket or the charger?", intent: "off-topic" },
  {
    message: "dem hold my mama na Lumley police station, she na widow of soldier, dem say she tief from the barracks shop. since yesterday she no eat",
    intent: "urgent",
  },
  {
    message: "Corporal here. Promotion board skip me 3 times and my acting allowance never paid. I want lawyer for take action with the army",
    intent: "area:contract",
  },
  { message: "is the office open on 27 April?", intent: "hours" },
  { message: "wetin una de do for people? na only big case?", intent: "services" },
  {
    message: "we win arbitration against company wey build we barracks houses but dem no pay. how we go enforce the award, una fit help?",
    intent: "area:arbitration",
  },
  { message: "Can I email you? What's the address?", intent: "email" },
  {
    message: "I'm 16 and my dad is a police officer. He beats me and my mum a lot and says no one can arrest him because he is police. Today was really bad",
    intent: "safety",
  },
  { message: "Does the barracks have the right to cut our water and light because my husband owes mess bills?", intent: "legal-question" },
  { message: "pls what is good name for baby boy, my husband say e must be military name", intent: "off-topic" },
  {
    message: "my husband na CID officer, now na dem self detain am. dem say na investigation. e de inside cell for Eastern police since Saturday",
    intent: "urgent",
  },
  { message: "wan book appointment, how i go do am?", intent: "booking" },
  { message: "My neighbour (a police officer) has moved the boundary pillars on my land at Waterloo and built a fence. I need help.", intent: "area:land" },
  {
    message: "We ordered solar panels from China for our barracks shop, and the bill of lading has the wrong name. The port won't release the cargo.",
    intent: "area:shipping",
  },
  {
    message:
      "Good day. My husband, a prison officer, was convicted last year of aiding escape. We want to appeal the judgment. Please advise if you take on appeals.",
    intent: "area:criminal",
  },
  { message: "does someone there speak Limba? My father only speaks Limba", intent: "knowledge:Languages spoken" },
  { message: "ok I go come back later, bye", intent: "goodbye" },
  { message: "when is the independence day parade at the national stadium this year, will the army march?", intent: "off-topic" },
  { message: "Me na soldier widow, me don marry again. Dem say I no go get my first husband pension again. Na true for law?", intent: "legal-question" },
  {
    message:
      "Good day. I am a soldier stationed in Lungi. My wife left for the UK with our son without telling me. I want to see my son and settle custody properly. Can your firm assist?",
    intent: "area:family",
  },
  { message: "Men in army uniform have come to our compound and are taking my brother now. They are putting him in a pickup. Please help", intent: "urgent" },
  { message: "Can you list the lawyers there and what each one does?", intent: "team" },
  { message: "I'm coming to Freetown from Bo next week for 3 days. Could I meet a lawyer on Tuesday or Wednesday?", intent: "booking" },
  { message: "my husband colleague in the prison service keeps threatening me on phone, says he knows which school my children go. I fear", intent: "safety" },
  {
    message:
      "My mother, a police widow, put her savings into a friend's company and now cannot get her money back or any information. Who in your firm handles company matters?",
    intent: "area:business",
  },
  { message: "Is there a safe place to park my car outside your office?", intent: "knowledge:Parking" },
  { message: "How di body?", intent: "greeting" },
  { message: "Can you draft a supply agreement? I'm going to supply eggs and bread to the officers mess at Wilberforce.", intent: "area:contract" },
  { message: "Medicine for high blood pressure, my papa retired soldier no get money for hospital", intent: "off-topic" },
  {
    message: "Police took my motorbike as exhibit 6 months ago and the case was dropped. Do they have to give it back, and can I claim for the damage?",
    intent: "legal-question",
  },
  { message: "i wan lawyer becos police say i go be charge for the accident weh happen with the army truck i bin de drive", intent: "area:criminal" },
  { message: "what's your office phone? I prefer to call rather than type", intent: "phone" },
  {
    message:
      "Good afternoon, I'm chasing a cargo claim: bags of rice I shipped to Freetown arrived wet and spoilt. The shipping line denies responsibility. Do you handle cargo claims?",
    intent: "area:shipping",
  },
  {
    message: "Dear Sir, I wish to know if your chambers can act as mediator in a dispute between our cooperative of retired soldiers and a buyer in Guinea.",
    intent: "area:arbitration",
  },
  { message: "Good morning, what kinds of problems can your chambers help with?", intent: "services" },
  { message: "please", intent: "unknown" },
  { message: "Do I need to bring my police ID and the suspension letter to the meeting?", intent: "knowledge:What to bring" },
  { message: "Make una fix me for meet lawyer Friday morning, any time before 11", intent: "booking" },
  {
    message: "my landlord near Wilberforce refuse to give back my deposit after i move to the barracks quarters. i want lawyer for the lease matter",
    intent: "area:land",
  },
  { message: "how i go reach una, una get whatsapp or email or na only office?", intent: "contact" },
  { message: "I de come from Bo by car, which place exactly in Freetown una office de?", intent: "address" },
  { message: "mail address for consultation", intent: "email" },
  { message: "Opening hours pls, mon-fri only?", intent: "hours" },
  { message: "tenki tenki, God go bless una", intent: "thanks" },
  { message: "Goodnight, take care", intent: "goodbye" },
  { message: "Hello there", intent: "greeting" },
  {
    message: "Wetin I go do, dem don lock my husband na Wilberforce guard room since Thursday night, dem say e beat e senior. dem no gree any family see am",
    intent: "urgent",
  },
  { message: "how much cement I need for build small house near barracks", intent: "off-topic" },
  {
    message:
      "Can the police force take back our quarters while my husband is still serving, just because he was transferred to Bo and we stayed for the children's school?",
    intent: "legal-question",
  },
  {
    message: "my husband don die for Daru, e family say make I marry e brother or comot with nothing. I no want. I need lawyer for my pikin dem inheritance",
    intent: "area:family",
  },
  {
    message:
      "I'm a police wife. My husband's girlfriend and her brothers came to my quarters with sticks and said they will kill me if I don't leave. I ran to a neighbour but they are still outside",
    intent: "safety",
  },
  { message: "I want to book consultation please, preferably morning", intent: "booking" },
  {
    message:
      "We are ex-servicemen who want to invest in a rice mill with a Chinese partner. We need someone to review the joint venture and register the company.",
    intent: "area:business",
  },
  { message: "Una de open early morning like 7? before I go duty", intent: "hours" },
  {
    message: "Pls my brother na prison officer for Bo, dem arrest am dis morning say e carry drugs enter the prison. e de na Bo central police now",
    intent: "urgent",
  },
  {
    message:
      "my container of used clothes from UK don hold for customs at Queen Elizabeth quay, dem say I under-declare. I be police wife, I no get money for pay that fine",
    intent: "area:shipping",
  },
  { message: "Is there a gym around Wilberforce? My husband wants to train for the army fitness test", intent: "off-topic" },
  { message: "I be police officer, i buy land for Lumley 2015, now dem say e na government land. I need land lawyer pls", intent: "area:land" },
  { message: "How many lawyers work in your firm?", intent: "team" },
  {
    message:
      "Our security company guards a client's warehouse and they have not paid for 5 months. The contract says mediation first. Can your firm handle the mediation?",
    intent: "area:arbitration",
  },
  {
    message: "I was a driver for a police contractor, they sacked me after an accident and refused my end of year pay. Can you take my case against them?",
    intent: "area:contract",
  },
  { message: "my dad is retired army, police came at 5am and took him, no warrant, we are in Kenema. we cant find which station", intent: "urgent" },
  { message: "If my husband is found guilty at the disciplinary board, will he lose his pension too?", intent: "legal-question" },
  {
    message: "My son, a soldier, is accused of rape and has a court date at Kenema High Court. He says he is innocent. We need a defence lawyer",
    intent: "area:criminal",
  },
  {
    message: "somebody de call me every night say dem go kill my husband because e testify for the court martial. now dem say na me and pikin next",
    intent: "safety",
  },
  { message: "Can u teach me how to salute properly? my son want play soldier for school drama", intent: "off-topic" },
  { message: "Do you do legal work for companies or only individuals?", intent: "services" },
  { message: "Pls can I get appointment with the shipping lawyer, na my container matter", intent: "booking" },
  {
    message:
      "They are holding my wife at 34 Military Hospital and not letting her leave, military police are guarding her room. She is accused of stealing drugs from the pharmacy",
    intent: "urgent",
  },
  {
    message: "I want to change the custody arrangement. My ex-wife now lives with a man who mistreats our son. I'm a police officer in Makeni.",
    intent: "area:family",
  },
  { message: "Pls send una number for call", intent: "phone" },
  { message: "Na soldier pikin I get, e papa no accept am. If we go court, dem go force am do DNA and pay for the pikin?", intent: "legal-question" },
  { message: "Our police cooperative credit union has a board fight, the chairman won't call the AGM. Need a lawyer on governance", intent: "area:business" },
  { message: "where I fit buy cheap wedding gown, me and my soldier boyfriend go marry December", intent: "off-topic" },
  { message: "Abeg come quick, police don enter the barracks market now de hold all the women weh de sell, dem take my mama too", intent: "urgent" },
  { message: "wetin una de charge for land case?", intent: "knowledge:Fees" },
  {
    message: "I am a retired navy officer, I want to buy a second hand fishing vessel from a Korean company. Need help with the sale and the registration.",
    intent: "area:shipping",
  },
  { message: "pls my husband don drink and e de hold e gun for the parlour, e say e go shoot me if I move. I de text from the toilet", intent: "safety" },
  { message: "Are you closed on Saturdays? and how much is consultation", intent: "hours", also: ["knowledge:Fees"] },
  {
    message: "Dear Sir, we wish to have a lease prepared for our property in Wellington which will be rented to a soldier's family. Kindly assist.",
    intent: "area:land",
  },
  { message: "Does Hawa Turay do probate for widows? My friend recommended her", intent: "attorney:Hawa Turay" },
  {
    message: "My employer, a catering company for the prisons, wants me to sign a new contract with less pay. Can your contract lawyer review it?",
    intent: "area:contract",
  },
  {
    message:
      "I am the wife of a sergeant. He was taken last night by his own unit and we heard he is at Cockerill. Since then no call. I am so worried, please advise what to do",
    intent: "urgent",
  },
  { message: "wetin be Arsenal score yesterday, we de watch am na barracks video centre", intent: "off-topic" },
  { message: "Is it possible to meet a lawyer by WhatsApp video? I'm posted in Kailahun and can't travel.", intent: "booking" },
  {
    message:
      "We want to challenge an arbitration award we lost against a boot supplier for the army, we think the arbitrator was biased. Do you take such cases?",
    intent: "area:arbitration",
  },
  { message: "How can I reach your office?", intent: "contact" },
  {
    message: "I signed a 10 year bond when I joined the correctional service. If I leave after 6 years, can they make me pay back the training money?",
    intent: "legal-question",
  },
  { message: "I need a lawyer because they are charging me for assaulting a prison inmate. The hearing is next month.", intent: "area:criminal" },
  { message: "Gud evening ma", intent: "greeting" },
  {
    message: "My daughter is being abused by a senior officer who lives in the next quarters. He says if she tells anyone he will hurt her family",
    intent: "safety",
  },
  {
    message: "Dem don carry my son go Congo Cross police station since 2 days, dem say e tief phone. E papa na soldier for Lungi. e only 15",
    intent: "urgent",
  },
  { message: "I want open small pharmacy near barracks, how to register company and get the papers, una fit help?", intent: "area:business" },
  { message: "My husband is sending money from Somalia. Which is cheaper, Western Union or Orange Money?", intent: "off-topic" },
  { message: "Are your lawyers senior or young ones? how many of them?", intent: "team" },
  {
    message: "Hello, I'm in Accra. My father, a retired major, wants to make a will before his surgery. Can your family lawyers prepare it?",
    intent: "area:family",
  },
  { message: "wen una de open?", intent: "hours" },
  {
    message: "the ship company lose my husband personal effects wey e send from the mission in Sudan. e get bill of lading. who go help we claim?",
    intent: "area:shipping",
  },
  {
    message: "My grandfather's land in Moyamba, my uncles (one na soldier) want share am without the women. We need somebody for stop dem",
    intent: "area:land",
  },
  { message: "mi wan see lawyer bout my husband pension case, when una free?", intent: "booking" },
  {
    message: "my husband police officer detained at the CDIID office since yesterday evening, they said he cannot go home until he confesses",
    intent: "urgent",
  },
  { message: "Is your email info@ something? I want to write formally", intent: "email" },
  { message: "dem refuse pay my husband peacekeeping allowance from the UN mission, 6 months money. we wan lawyer for demand am", intent: "area:contract" },
  {
    message: "my husband die for accident with army vehicle while e off duty. the army say dem no go pay compensation. dem correct?",
    intent: "legal-question",
  },
  { message: "Do you know any good tailor in Juba who sews army uniforms?", intent: "off-topic" },
  { message: "Dem de attack we house now, people weh say my papa (prison officer) kill dem brother for prison. Dem de break window", intent: "safety" },
  { message: "wetin be una services", intent: "services" },
  {
    message: "My brother and I want to sort out our fight over the family trucking business through arbitration instead of court. Una de do am?",
    intent: "area:arbitration",
  },
  { message: "my husband get bail but dem take e passport. e need lawyer for the trial and for get e passport back", intent: "area:criminal" },
  {
    message: "Help, the soldiers are at my door now, they say my husband deserted and they will take me instead if I don't tell where he is",
    intent: "urgent",
  },
  { message: "I go come with army vehicle, una get space for park am?", intent: "knowledge:Parking" },
  { message: "Is the office open today? It's Friday, I want to pass after work around 4:30", intent: "hours" },
  { message: "Can a soldier be court martialled for something he posted on Facebook about unpaid allowances?", intent: "legal-question" },
  {
    message:
      "Charter party problem: we chartered a boat to carry our cooperative's produce to Conakry and the owner kept our deposit and never sailed. Do you handle this?",
    intent: "area:shipping",
  },
  { message: "Many thanks for your help", intent: "thanks" },
  { message: "the barracks pump no de give water, who we go call for fix am?", intent: "off-topic" },
  { message: "Hello, I'd like to book a meeting for my father, a retired colonel, about his land. He can come any weekday.", intent: "booking" },
  { message: "me and my wife want adopt pikin from orphanage. I be soldier. una fit help us with the adoption?", intent: "area:family" },
  { message: "i need survey and title search for one plot near Benguema before I buy am", intent: "area:land" },
  {
    message:
      "Madame, mon mari est détenu... my husband is held at the Gbalamuya border post by police since morning. He is a Sierra Leone soldier coming from Guinea",
    intent: "urgent",
  },
  { message: "Can I speak Krio with the lawyer? My English no strong", intent: "knowledge:Languages spoken" },
  { message: "Good day, I need a proper employment contract drafted for the guards in my small security firm. Who does that?", intent: "area:contract" },
  { message: "If I file for divorce while my husband is on UN mission abroad, can the case go ahead without him?", intent: "legal-question" },
  {
    message:
      "I left my husband's barracks house with the kids last night because he tried to strangle me. He keeps calling saying he will find us. We're hiding at a friend's place in Kissy",
    intent: "safety",
  },
  { message: "ok so", intent: "unknown" },
  { message: "all your contact details please, I will share with my husband in Somalia", intent: "contact" },
  {
    message: "The bank froze my late husband's company account and won't talk to me, even though I'm a director too. I need a business lawyer",
    intent: "area:business",
  },
  { message: "what is the best fertilizer for groundnut, we get small farm behind the barracks", intent: "off-topic" },
  { message: "Is your office near the Cotton Tree? I don't know Siaka Stevens Street well", intent: "address" },
  { message: "una get lawyer wey sabi criminal cases and also one wey sabi land?", intent: "team" },
  {
    message: "Pls my case na for appeal. Dem convict me last month for unlawful possession of arms, I be ex-soldier. I de home on bail pending appeal",
    intent: "area:criminal",
  },
  { message: "What's the WhatsApp contact for your office?", intent: "phone" },
  {
    message: "abeg una fit help we settle palava between we association of soldier widows and the contractor for the borehole? no court pls",
    intent: "area:arbitration",
  },
  { message: "pls reserve me slot for Wednesday 3pm", intent: "booking" },
  { message: "Hi, could you give me an overview of what your firm handles?", intent: "services" },
  { message: "wetin I go bring come for the meeting about my divorce? marriage certificate?", intent: "knowledge:What to bring" },
  { message: "tnx", intent: "thanks" },
  { message: "ok see you, bye for now", intent: "goodbye" },
];
