import type { LabelledMessage } from "@/lib/chat/examples/labelled-message";

// Theme: people living with HIV, TB, epilepsy or sickle cell and the stigma around them; writers: Aminata (19, Bo student, sickle cell, SMS shorthand), Pa Foday (62, Makeni, TB survivor, Krio voice-typing), Mrs Josephine Cole (retired teacher, Freetown, formal letters), Mohamed (34, Kenema driver, HIV, heavy typos), Fatu (45, Freetown market trader, Krio mix), Ibrahim (UK diaspora, long stories), Kadiatu (27, Kono support group coordinator, indirect questions), Marie (Kambia near Guinea, French words)
export const SEVENTY_EIGHTH_TEST_SET: LabelledMessage[] = [
  { message: "hello good morning", intent: "greeting" },
  {
    message:
      "Abeg help, police don carry my brother go Kissy station since last night. Di landlord tell dem say he de spread HIV for di compound. He still de inside cell now",
    intent: "urgent",
  },
  { message: "pls wat food gud for sickle cell crisis, my mum say no cold water is it true", intent: "off-topic" },
  {
    message:
      "I was working as a security guard for a mining company in Kono for 6 years. They did a medical test for all staff and two weeks after, they gave me a letter saying my services are no longer required. Everybody knows its because of my HIV result. I want a lawyer to fight this for me.",
    intent: "area:contract",
  },
  { message: "is it legal for my landlord to put me out because I have TB? I am on treatment and I pay my rent", intent: "legal-question" },
  { message: "una de open Saturday?", intent: "hours" },
  {
    message:
      "my husband's brothers came to the house last night with sticks saying I brought HIV into the family and they will deal with me. I am hiding at my friend place now, I am afraid to go back",
    intent: "safety",
  },
  {
    message:
      "Mi papa die lef lan for Waterloo for all of we. Now mi uncle dem say I no fit get mi share because I get sickle cell and I go die soon. I wan lawyer for help mi",
    intent: "area:land",
  },
  {
    message: "Dear Sir, could you kindly recommend a good neurologist in Freetown for my granddaughter's epilepsy? Her seizures have increased this month.",
    intent: "off-topic",
  },
  { message: "i wnt 2 bk apointmnt wit lawyer pls nxt wk", intent: "booking" },
  {
    message:
      "My wife left me after she found out I am HIV positive and now she does not allow me to see my two children. I want a lawyer to help me get access to them.",
    intent: "area:family",
  },
  {
    message:
      "They have taken my son from school to the police station. The teacher said he attacked another boy but he had a seizure. He is only 15 and he is still there. Pls come",
    intent: "urgent",
  },
  { message: "una get woman lawyer? I no wan tell man bout mi status", intent: "team" },
  {
    message:
      "We are a support group of 30 women living with HIV in Bo. We want to register as a company or organisation so we can get funding. Can your firm help with the registration?",
    intent: "area:business",
  },
  { message: "whr cn i get free arv in kenema govt hospital dey finish", intent: "off-topic" },
  {
    message:
      "Can the nurse at the clinic tell my family my HIV result without asking me? She told my aunt and now the whole street knows. Does she have the right?",
    intent: "legal-question",
  },
  {
    message:
      "Our container of medicines for the sickle cell foundation has been held at Queen Elizabeth II Quay for 7 weeks, customs say papers not complete and the demurrage is growing. We need a lawyer to help clear it.",
    intent: "area:shipping",
  },
  { message: "wetin na una phone number", intent: "phone" },
  { message: "Police dey na mi door now, dem say mi neighbor report me say I de gi pipul TB. Wetin I go do", intent: "urgent" },
  { message: "pls write short poem for World AIDS day for our church program", intent: "off-topic" },
  {
    message:
      "My cousin has been charged with wounding after he fought a man who was calling him 'AIDS man' in public. He is on bail and the case is at the magistrate court next month. We need a defence lawyer.",
    intent: "area:criminal",
  },
  { message: "Dem de beat mi sista now now for di yard, dem say she get witch because she de fall down (epilepsy). Abeg help", intent: "safety" },
  { message: "wat kind of case una dey take", intent: "services" },
  {
    message:
      "Our clinic had an agreement with a supplier of HIV test kits, and the contract says any dispute goes to arbitration. They delivered expired kits and refuse to refund. We want to start the arbitration.",
    intent: "area:arbitration",
  },
  { message: "my boss say I must show am my hospital paper before he gi me job back after TB treatment. he get right for do dat?", intent: "legal-question" },
  { message: "how much una charge for first consultation? I am a petty trader", intent: "knowledge:Fees" },
  { message: "wetin be di price of hydroxyurea for Freetown pharmacy now", intent: "off-topic" },
  {
    message:
      "My husband was picked up by soldiers at the checkpoint in Kambia yesterday, they said he is sick and dangerous and kept him at the barracks. We have not seen him since",
    intent: "urgent",
  },
  { message: "what time do you close on Friday", intent: "hours" },
  {
    message:
      "Dear Sir/Madam, I am a teacher at a private secondary school. After I had a seizure in the staff room the proprietor terminated my contract without notice or benefits. I seek legal assistance in this matter.",
    intent: "area:contract",
  },
  { message: "pls wat is ur email adress", intent: "email" },
  {
    message: "I rentd a shop in Bo markit wit 2 yrs lease paid. wen d ownr hear I get HIV he lock d shop n put my goods outsid. I need lawyr 2 help me",
    intent: "area:land",
  },
  { message: "Abeg I wan meet lawyer dis week bout mi case, una get space Wednesday?", intent: "booking" },
  { message: "my phone no de charge again, which place for Bo dem de fix charger port", intent: "off-topic" },
  {
    message: "If my in-laws take my children because I have epilepsy, will the court give them back to me? I am their mother and I can care for them",
    intent: "legal-question",
  },
  {
    message:
      "My husband died of TB last year. His family says I must leave the house and the children will stay with them. I want to fight for my children and my husband's property.",
    intent: "area:family",
  },
  { message: "Good afternoon", intent: "greeting" },
  {
    message:
      "mi pikin de na Central Police since Sunday. Dem say he tif but na because he get sickle cell dem de suspect am. Dem no gi am food, he go get crisis",
    intent: "urgent",
  },
  {
    message: "the people in my compound have said if I don't leave by tonight they will burn my room because they say I have AIDS. Im scared to sleep there",
    intent: "safety",
  },
  { message: "whr una office dey", intent: "address" },
  {
    message:
      "I own 40% of a pharmacy business with two partners. Since they learnt I am HIV positive they are holding meetings without me and they want to remove me as director. I need a lawyer.",
    intent: "area:business",
  },
  { message: "pls i need help", intent: "unknown" },
  { message: "our support group want to play football match against the TB group next Sunday, which field we fit book for Kingtom", intent: "off-topic" },
  {
    message:
      "Somebody posted my sister's HIV results on Facebook with her photo. We reported to the police but they are not doing anything. We want to press charges and need a lawyer",
    intent: "area:criminal",
  },
  {
    message:
      "Dear Sir, does a private school have the right to send a child home because she has sickle cell and misses classes during crises? The head teacher says she is a burden.",
    intent: "legal-question",
  },
  { message: "una lawyer dem de tok Krio? mi English no too good", intent: "knowledge:Languages spoken" },
  { message: "Dem don hold mi man na Koidu police since yestade, dem say he bite woman an give am HIV. Na lie. Abeg help we", intent: "urgent" },
  {
    message:
      "We imported a shipment of sickle cell medicine from India, but when we opened the container at the port half the cartons were wet and spoiled. The shipping line is refusing responsibility. Can you handle the cargo claim?",
    intent: "area:shipping",
  },
  { message: "how I fit reach una? call, whatsapp or come?", intent: "contact" },
  { message: "is TB catching if we share the same cup? my sister just started treatment", intent: "off-topic" },
  { message: "how many lawyers una get for di office", intent: "team" },
  {
    message:
      "Bonjour, we have a commercial dispute with a Guinean partner about a supply of TB lab reagents. Our contract says mediation in Freetown. Do you handle mediation like this?",
    intent: "area:arbitration",
  },
  {
    message:
      "Good day. I would like to schedule a consultation with one of your lawyers concerning my dismissal after a medical test. Please advise on available dates.",
    intent: "booking",
  },
  { message: "cn my emplyr sack me coz i refuse hiv test? is it allow by law", intent: "legal-question" },
  {
    message:
      "My father in law says if I tell anyone he infected me he will kill me. He threatened me again this morning with a cutlass. I am afraid for my life",
    intent: "safety",
  },
  {
    message:
      "I signed a 2 year contract as a driver for an NGO. When they found out I have epilepsy they said I breached the contract by not telling them and stopped my salary. I need help to enforce my contract",
    intent: "area:contract",
  },
  { message: "how I go buy airtime for Africell from UK for my mama", intent: "off-topic" },
  { message: "Police de take mi brother now from the house, they say he refused to go to TB ward. Please what should we do", intent: "urgent" },
  { message: "r u open at 8am", intent: "hours" },
  {
    message:
      "My late husband's brothers have sold the family land in Kenema where my house is, because they say I am going to die of AIDS anyway. I have documents. Please help me stop the sale.",
    intent: "area:land",
  },
  { message: "Do you people deal with cases of discrimination against sick people or just business matters?", intent: "services" },
  { message: "homework: list 5 causes of epilepsy pls help me fast", intent: "off-topic" },
  {
    message: "I want to make a will so that my children get my house if I die. I am living with HIV and I don't trust my brothers. Can you help me write it?",
    intent: "area:family",
  },
  { message: "If I tell my boyfriend's family he has HIV, can they arrest me for that? They keep asking me why we are not married", intent: "legal-question" },
  { message: "tenki ya", intent: "thanks" },
  {
    message:
      "my mum was arrested this morning at the market in Kenema. A woman said she cursed her child with epilepsy. They are holding her at the station now",
    intent: "urgent",
  },
  {
    message: "Please I need help to register a small company for selling pap and soup for people on ARV treatment in Makeni. How do I start?",
    intent: "area:business",
  },
  { message: "wetin I fit bring wen I de come for di meeting? I get my termination letter and my hospital card", intent: "knowledge:What to bring" },
  { message: "any job for peer counsellor for HIV in Freetown? I have certificate", intent: "off-topic" },
  {
    message: "my aunty don lock mi inside room since morning, she say I no fit go out because I get HIV an I go shame di family. She de slap me. Abeg",
    intent: "safety",
  },
  {
    message:
      "My son is accused of stealing money at his workplace. They say they know it was him because he 'looked sick' that day. The trial is in Makeni High Court. We need a lawyer to defend him.",
    intent: "area:criminal",
  },
  { message: "Can the landlord keep my deposit when he forced me out because of my TB? How much can I claim back?", intent: "legal-question" },
  { message: "Is Christiana Thomas the lawyer for employment cases? Someone from my support group said she helped her", intent: "attorney:Christiana Thomas" },
  {
    message:
      "I am a clearing agent. A consignment of HIV test kits for a health NGO was seized by customs at Queen Elizabeth II Quay over a tariff classification problem. We need a shipping lawyer.",
    intent: "area:shipping",
  },
  {
    message: "Abeg una, di polis dem don lock up mi wife for Bo since Friday. Dem say she no tell her boyfriend she get HIV. She de breastfeed",
    intent: "urgent",
  },
  { message: "what is the weather like in Freetown in August, I am coming from London for my dad's treatment", intent: "off-topic" },
  { message: "Pls send your WhatsApp number I want to send voice note", intent: "phone" },
  {
    message:
      "We have an award from an arbitration against a company that refused to pay for the TB awareness adverts we produced. How do we enforce it in Sierra Leone?",
    intent: "area:arbitration",
  },
  { message: "can I see a lawyer tomorrow at 10? Its about my daughter who was sent home from school", intent: "booking" },
  {
    message: "They sacked me from the hotel because the manager saw my ARV tablets in my bag. No letter, no pay. Abeg I wan take dem to court",
    intent: "area:contract",
  },
  { message: "hi", intent: "greeting" },
  { message: "what is the court size for basketball, our youth group want to build one", intent: "off-topic" },
  {
    message:
      "My wife and I are both positive but her family say I infected her and they want divorce and all our property. Can they take everything? We built the house together",
    intent: "legal-question",
  },
  {
    message:
      "Some boys in the area threatened my son that they will beat him if he comes to the tap again because he has TB. Yesterday they pushed him down. I fear they will hurt him badly",
    intent: "safety",
  },
  { message: "hmm", intent: "unknown" },
  {
    message:
      "Dear Sirs, I would like to conduct a title search on a plot in Goderich that I intend to buy for a halfway home for TB patients. The community is objecting. Kindly assist.",
    intent: "area:land",
  },
  {
    message:
      "They have taken our support group coordinator from the meeting hall in Kono. Police said we are holding an illegal meeting. She is at the station now",
    intent: "urgent",
  },
  { message: "how do i make ginger and garlic drink for immune, my aunty say it good for hiv", intent: "off-topic" },
  {
    message: "I want to adopt my late sister's child. She died of AIDS and her husband's people do not want the child because they think she is positive too.",
    intent: "area:family",
  },
  { message: "Does the bank have the right to refuse me a loan because I disclosed I have HIV on the form?", intent: "legal-question" },
  { message: "Do una accept payment small small? I no get all di money one time", intent: "knowledge:Fees" },
  {
    message:
      "We are starting a company that makes affordable sickle cell test kits and foreign investors want to come in. We need someone to draft the shareholders agreement.",
    intent: "area:business",
  },
  { message: "Do you handle cases for HIV patients?", intent: "services" },
  { message: "ok bye", intent: "goodbye" },
  {
    message:
      "Officers came to the health centre and took my brother away in handcuffs because he left the TB isolation ward. Where can we find him, which station? Help",
    intent: "urgent",
  },
  {
    message: "police refused to take my complaint after my neighbours stoned my house saying I have AIDS. I want to take the matter up, na human rights",
    intent: "area:criminal",
  },
  {
    message: "abeg mi husband don vex wen e see mi HIV result, e don beat me tey mi face swell an e say e go kill me tonite. I de hide by mi sista",
    intent: "safety",
  },
  { message: "what is the best mosquito net for children with sickle cell", intent: "off-topic" },
  { message: "Are you open during lunch time? I only have break from 1 to 2", intent: "hours" },
  {
    message:
      "We are a couple, the man has epilepsy. His family says the marriage is not valid because they were not told about his sickness before. Is that true?",
    intent: "legal-question",
  },
  { message: "Please list all the ways I can contact the firm, I am in the UK", intent: "contact" },
  { message: "How do I get to your office from Lumley? Which bus?", intent: "address" },
  { message: "gd mrng, pls wat time una de open monday", intent: "hours" },
  {
    message:
      "My brother in law has been in a cell at Lumley police station since yesterday afternoon. His employer accused him of theft after sacking him for TB. Please can a lawyer go there today",
    intent: "urgent",
  },
  {
    message:
      "Mi na cleaner for one big hotel for Aberdeen. Di manager tell all staff for do HIV test and when mine come positive dem transfer me go wash toilet and cut mi pay half. I wan lawyer for dis matter",
    intent: "area:contract",
  },
  { message: "pls how much is transport from Freetown to Bo now, I want to go for my clinic appointment", intent: "off-topic" },
  {
    message:
      "Does my employer have to keep my medical information secret? HR shared my epilepsy diagnosis in a staff WhatsApp group. What can I do against them legally?",
    intent: "legal-question",
  },
  {
    message: "They are outside my door now shouting that the sickle cell girl is a witch and they will drag me out. My mother is not home. I am very afraid",
    intent: "safety",
  },
  { message: "Bonjour, je voudrais un rendez-vous with a lawyer. I live in Conakry but I come to Freetown next week for my husband's case", intent: "booking" },
  {
    message:
      "I bought land in Kono from a family and paid fully. Now the family head refuses to sign the conveyance because he heard I have HIV and says the land will be 'cursed'. I need help to get my title",
    intent: "area:land",
  },
  { message: "do u hv lawyers who hv worked wit ppl living wit hiv b4", intent: "team" },
  {
    message: "Police don come tek mi papa from di TB clinic. Dem say he cough for public place an e no pay fine. He old an sick, he de Makeni station now",
    intent: "urgent",
  },
  {
    message:
      "Dear Sir, I shipped a personal effects container from Southampton to Freetown with medical equipment for my son who has sickle cell. The vessel arrived 3 weeks ago but the shipping line refuses to release the container, demanding extra charges. Kindly assist.",
    intent: "area:shipping",
  },
  { message: "Salone, how una de?", intent: "greeting" },
  { message: "what is the side effect of isoniazid, my skin dey itch", intent: "off-topic" },
  {
    message:
      "My ex husband is asking the court for full custody of our son, saying my epilepsy makes me unfit. I need a family lawyer to defend me in this case",
    intent: "area:family",
  },
  { message: "my in-laws say since my husband died of AIDS, I have to marry his brother or leave everything. Na so di law say?", intent: "legal-question" },
  { message: "wetin be una whatsapp", intent: "phone" },
  {
    message:
      "Our construction company built a TB isolation ward for a private hospital and they refuse to pay the last 30%. The contract has an arbitration clause. We want to start arbitration.",
    intent: "area:arbitration",
  },
  {
    message:
      "pls my daughter was taken by police from school today after a fight with girls who were mocking her HIV status. They say she will sleep there. She is 16",
    intent: "urgent",
  },
  { message: "wetin na sickle cell trait an sickle cell disease difference, I wan marry", intent: "off-topic" },
  {
    message: "I want to open a private clinic for epilepsy patients with two other doctors. We need help with company registration and the partnership papers.",
    intent: "area:business",
  },
  { message: "Please what are the areas of law your firm covers?", intent: "services" },
  {
    message:
      "I am a nurse and my contract was not renewed after I disclosed that I have HIV. My supervisor said it was 'for the safety of patients'. I need help with this dispute with my employer.",
    intent: "area:contract",
  },
  {
    message:
      "My uncle is charged with manslaughter because a man he fought with later died. The fight started because the man called my uncle's wife an 'AIDS carrier'. Uncle is on bail and the trial starts next month.",
    intent: "area:criminal",
  },
  { message: "Kindly provide your email so that I can send the documents", intent: "email" },
  {
    message: "Can my husband divorce me because I did not tell him about my sickle cell before marriage? And will he get the children?",
    intent: "legal-question",
  },
  { message: "is there parking at your office? I will come with my car", intent: "knowledge:Parking" },
  {
    message: "Dem don arrest mi sista for Kenema yestade. Di pastor say she de use epilepsy for do witchcraft an police tek am. She still dey na cell",
    intent: "urgent",
  },
  {
    message: "My stepfather beats me every time I have a seizure, he says I am possessed. Yesterday he burned my hand. I am 17 and I don't know where to go",
    intent: "safety",
  },
  { message: "Is the office open on public holidays like Independence Day?", intent: "hours" },
  { message: "plz cn u help me write CV, I want apply for community health worker job", intent: "off-topic" },
  { message: "Mr Ibrahim Jalloh, is he still working there? He defended my brother before and I want him again", intent: "attorney:Ibrahim Jalloh" },
  {
    message:
      "Mi landlord don tok say make I commot for di house end of month because mi pikin get TB, yet I don pay six month advance. I want lawyer for stop am",
    intent: "area:land",
  },
  { message: "pls bk me 4 consult fri aftnoon, bout my job", intent: "booking" },
  {
    message: "If I win the case against my former employer for sacking me over HIV, how much will the court award me? I worked 8 years",
    intent: "legal-question",
  },
  { message: "Parlez-vous français? Je ne parle pas bien anglais", intent: "knowledge:Languages spoken" },
  { message: "my laptop screen crack, where to repair in Bo town", intent: "off-topic" },
  {
    message:
      "Someone at my workplace stole my medical records and threatened to publish them unless I paid him. I paid once. I want to report and prosecute him, can your firm help?",
    intent: "area:criminal",
  },
  { message: "I dont know how to contact you people, is it phone or email or visit?", intent: "contact" },
  {
    message:
      "Abeg, na now now di police tek mi brother commot na di house. Di landlord call dem say he no commot after eviction notice. He get TB, e no strong",
    intent: "urgent",
  },
  {
    message: "I need maintenance from my children's father. He left when my youngest was diagnosed with sickle cell and hasn't paid anything for 2 years.",
    intent: "area:family",
  },
  { message: "Are all your lawyers men? I would prefer a female lawyer for my case", intent: "team" },
  {
    message:
      "A bank in Freetown refused to continue our business loan after one of our directors disclosed he has HIV. We need a business lawyer to deal with the bank.",
    intent: "area:business",
  },
  {
    message: "My in-laws have threatened to poison me if I don't leave their son. They say I brought HIV to him. They said it again today and I am scared",
    intent: "safety",
  },
  { message: "score of Leone Stars match yesterday?", intent: "off-topic" },
  { message: "Abeg, school fit sen mi pikin go house because e get epilepsy an fall for class? Dat na legal?", intent: "legal-question" },
  { message: "Where exactly is Siaka Stevens Street? Which building?", intent: "address" },
  {
    message:
      "We are in a dispute with a partner in Ghana over a distribution agreement for ARV storage fridges. We would like mediation rather than court. Can your firm handle that?",
    intent: "area:arbitration",
  },
  { message: "Could I talk to a lawyer by phone first before I travel to Freetown? I live in Kailahun", intent: "booking" },
  { message: "Thank you very much, that is helpful", intent: "thanks" },
  {
    message:
      "We chartered a vessel to carry relief goods including TB drugs to Bonthe. The owner withdrew the ship halfway through the charter and the goods are stuck. We need a lawyer for the charter dispute.",
    intent: "area:shipping",
  },
  {
    message:
      "My husband has been held by the police at Waterloo since 2 days. The family of his late wife says he infected her knowingly. He has not seen a lawyer",
    intent: "urgent",
  },
  { message: "?", intent: "unknown" },
  { message: "pls which church get support group for HIV in Kono", intent: "off-topic" },
  {
    message:
      "Dear Madam, my son was offered a fixed-term contract by a telecom company. They insisted on a medical exam and then withdrew the offer after the sickle cell test. We seek to challenge this.",
    intent: "area:contract",
  },
  { message: "what time una close today", intent: "hours" },
  { message: "Can a church refuse to marry us because we are both HIV positive? Is that allowed?", intent: "legal-question" },
  {
    message:
      "My grandfather's family land in Port Loko is being shared and my uncles want to skip my mother because she has TB and they think she will die. We want a lawyer to protect her share.",
    intent: "area:land",
  },
  {
    message: "A mob gathered at the junction and they are chasing my nephew who fell in a fit. They think he is possessed. Somebody call help pls",
    intent: "safety",
  },
  { message: "Can I call you now? What is the number?", intent: "phone" },
  {
    message:
      "The CID officers are at our office now and they want to take my boss because a staff member says he leaked her HIV status. He asks for a lawyer to come",
    intent: "urgent",
  },
  { message: "Write me a short Krio song for our sickle cell awareness walk", intent: "off-topic" },
  {
    message:
      "My late husband had no will. He was HIV positive and so am I. His brothers say the property should go to them because I will also die. I need help with letters of administration.",
    intent: "area:family",
  },
  { message: "Morning una", intent: "greeting" },
  { message: "What documents should I carry when coming to see the lawyer? My husband's death certificate?", intent: "knowledge:What to bring" },
  { message: "do una de handle only big companies or normal people too?", intent: "services" },
  {
    message:
      "We are the board of a sickle cell charity registered as a company limited by guarantee. Two board members are refusing to hand over the accounts. Can you help with this governance problem?",
    intent: "area:business",
  },
  {
    message:
      "My brother was beaten by police last month while in custody, after they heard he has HIV. He is free now but we want to take action for human rights abuse",
    intent: "area:criminal",
  },
  { message: "If I don't tell my new employer that I have epilepsy and they find out, can they sack me? Do I have to tell them?", intent: "legal-question" },
  { message: "I'd like an appointment for me and my wife together, please. Any day next week after 2pm works.", intent: "booking" },
  { message: "how to register for SIM card with NIN", intent: "off-topic" },
  {
    message: "Mi broda de na Kissy police station since yestade, dem say he kill neighbour goat. But na because dem no like am for him HIV. Help pls",
    intent: "urgent",
  },
  { message: "email address pls", intent: "email" },
  {
    message:
      "The other side in our arbitration over a pharmacy supply contract wants to appoint his own uncle as arbitrator. We need a lawyer to represent us in the arbitration.",
    intent: "area:arbitration",
  },
  {
    message:
      "I supplied bread to a TB hospital for one year under a written supply agreement. They owe me 6 months and now say the contract was never signed properly. I need help to recover my money.",
    intent: "area:contract",
  },
  { message: "mi man say if I go clinic for mi ARV again e go cut mi throat. E don hide mi drugs. I fear am", intent: "safety" },
  { message: "Is it true that if someone knowingly gives another person HIV it is a crime here? My ex did that to me", intent: "legal-question" },
  { message: "what is the TB hotline number for Ministry of Health", intent: "off-topic" },
  { message: "ok I go come back later, bye bye", intent: "goodbye" },
  {
    message:
      "A vessel we own was arrested at Queen Elizabeth II Quay over a claim by a supplier of medical goods. We need a shipping lawyer to get the ship released.",
    intent: "area:shipping",
  },
  {
    message: "Dem don carry mi wife go police now now, di neighbour say she de spread TB because she cough for di tap. Dem still de tek am go",
    intent: "urgent",
  },
  {
    message:
      "I am being investigated by police because a former girlfriend says I hid my HIV status from her. They asked me to come to the station on Monday. I need a criminal lawyer to go with me",
    intent: "area:criminal",
  },
  { message: "How many of your lawyers handle family matters?", intent: "team" },
  { message: "can i park my okada near ur office", intent: "knowledge:Parking" },
  { message: "My HIV status was shared by my pastor in church without my consent. Can I sue him and will I win?", intent: "legal-question" },
  { message: "I want to see any family lawyer on Thursday morning, is it possible?", intent: "booking" },
  { message: "una de work Sunday?", intent: "hours" },
  {
    message:
      "My daughter's husband is threatening divorce because she has sickle cell and can't carry pregnancies. We need a family lawyer to represent her in the divorce.",
    intent: "area:family",
  },
  { message: "my sister need blood for transfusion, which hospital get blood bank in Bo", intent: "off-topic" },
  {
    message:
      "Dear Sir, I wish to lease a property to run a support centre for people living with HIV. The landlord wants a 10 year lease. Could you draft and review the lease?",
    intent: "area:land",
  },
  {
    message: "They stopped my father at the border in Gbalamuya, immigration says he can't enter with TB. He is held in a room at the post since this morning",
    intent: "urgent",
  },
  {
    message:
      "My employment contract says I can be dismissed for 'medical incapacity'. They used it to sack me after my HIV test even though I am healthy. Help me fight it.",
    intent: "area:contract",
  },
  { message: "Anybody for di office de tok Mende?", intent: "knowledge:Languages spoken" },
  {
    message: "I am hiding in the toilet at work because my supervisor and two others are waiting outside to beat me after they heard I have HIV. Please help",
    intent: "safety",
  },
  {
    message:
      "I am in the diaspora and want to invest in a diagnostic lab in Freetown focusing on HIV and TB testing. What business structure should I set up and can you handle the registration?",
    intent: "area:business",
  },
  { message: "wat paper i go kam wit", intent: "knowledge:What to bring" },
  {
    message: "A consignment of medical oxygen for a TB ward we ordered from Turkey came damaged, cylinders dented. Need to claim against the carrier.",
    intent: "area:shipping",
  },
  {
    message: "Is it your firm that defends people accused of crimes? My son's trial for theft is next week and we need representation",
    intent: "area:criminal",
  },
  {
    message:
      "Bonjour, notre entreprise has a dispute with a Sierra Leonean company over a lease of medical equipment. We prefer arbitration in Freetown. Vous pouvez nous aider?",
    intent: "area:arbitration",
  },
  { message: "Do you give free legal help for people living with HIV who cannot pay?", intent: "knowledge:Fees" },
  { message: "ok see u later", intent: "goodbye" },
  { message: "God bless una for di help", intent: "thanks" },
  { message: "I'm coming from Kissy, how I go find una office? Near which junction?", intent: "address" },
  {
    message:
      "My son is locked up at Congo Cross police station since Saturday. They say he assaulted a boy who called him 'sickler'. Nobody has charged him, they just keep him. Please send a lawyer",
    intent: "urgent",
  },
  {
    message:
      "My husband has married a second wife and says I must move out because I am HIV positive and he wants the children with the new wife. I need a family lawyer to fight for custody",
    intent: "area:family",
  },
  { message: "Which NGO give free food to TB patients in Makeni? My papa cannot take the drugs on empty stomach", intent: "off-topic" },
  { message: "pls I wan book appointment, how much e go cost?", intent: "booking", also: ["knowledge:Fees"] },
  {
    message: "My boss sacked me because I had a seizure at work. I have been there 5 years. Will I get my job back if I go to court?",
    intent: "legal-question",
  },
  {
    message:
      "Dear Counsel, our firm imports medical supplies and a container of sickle cell screening machines has been held at Queen Elizabeth II Quay because customs dispute the declared value. Demurrage is mounting daily. We require urgent legal representation.",
    intent: "area:shipping",
  },
  {
    message:
      "I just ran out of the house, my brothers are after me with sticks because I told them I am positive. I am standing at the junction now, I don't know where to go",
    intent: "safety",
  },
  { message: "Who are the lawyers in your firm? I want to know before I come", intent: "team" },
  {
    message:
      "Our company and a Chinese contractor disagree about the final payment for building a sickle cell centre. Both sides want to settle outside court. Do you do mediation or arbitration for this kind of thing?",
    intent: "area:arbitration",
  },
  { message: "una de open early morning? like 7:30?", intent: "hours" },
  {
    message:
      "pls they don hold my auntie for Bo police since 2 days, the people wey she de rent from say she de spread TB. She get diabetes too, she need her medicine",
    intent: "urgent",
  },
  { message: "which is better for sickle cell, hydroxyurea or folic acid only", intent: "off-topic" },
  {
    message:
      "Mi an mi late husband buy lan for Hastings. Now him family don build fence round am an say AIDS widow no get right. I get di conveyance paper. Abeg help",
    intent: "area:land",
  },
  {
    message:
      "My sister is accused of attempted murder because she bit her husband during a fight and she is HIV positive. She is at home on bail and the court date is set. We need a good defence lawyer.",
    intent: "area:criminal",
  },
  { message: "What are all the ways to get in touch with you? Phone, email, WhatsApp?", intent: "contact" },
  { message: "Do landlords in Sierra Leone have the right to ask tenants for their HIV test results before renting?", intent: "legal-question" },
  {
    message:
      "We want to set up a social enterprise to employ young people with epilepsy making soap. Can you help us register the business and prepare the company documents?",
    intent: "area:business",
  },
  { message: "Hello una, good evening", intent: "greeting" },
  { message: "ok thank you, I go call tomorrow", intent: "thanks" },
  {
    message:
      "Some men in uniform came to our house and took my husband, they said he is wanted for 'spreading disease'. They put him in a pickup. I don't know where they took him",
    intent: "urgent",
  },
  {
    message:
      "My company contract says they will pay medical bills for staff, but when they found out my treatment is for HIV they refused and said it's not covered. I need someone to enforce the contract.",
    intent: "area:contract",
  },
  { message: "my pikin get epilepsy, which school for Freetown de take special needs pikin dem", intent: "off-topic" },
  { message: "Can I meet the lawyer on Saturday? I work during the week", intent: "booking", also: ["hours"] },
  { message: "Abeg gi mi una number, I go call", intent: "phone" },
  { message: "What is the consult email? I was told there is a separate one for consultations", intent: "email" },
  {
    message:
      "I am a fish exporter. Our reefer container to Ghana was sent back because the buyer heard our packer has TB and said the fish is contaminated. The shipping company is charging us for the return. Need help.",
    intent: "area:shipping",
  },
  {
    message: "If a journalist publishes my name and HIV status in the newspaper, can I sue him for defamation or privacy? What will happen?",
    intent: "legal-question",
  },
  {
    message: "Dem de trowe stone for mi os since evening. Dem say make di TB man commot for dis area. Mi an mi pikin dem de inside an we fear",
    intent: "safety",
  },
  {
    message: "My mother-in-law took my baby from me when she heard I have HIV and refuses to give her back. She says I will infect her. I want my child back.",
    intent: "area:family",
  },
  {
    message: "Abeg, police tek mi small brother for di market. E get fit (epilepsy) an dem tink e drunk. E de na di station now, e need e medicine",
    intent: "urgent",
  },
  { message: "Apart from business cases, do you also help ordinary people with personal problems?", intent: "services" },
  {
    message:
      "A mediation between our hospital group and the contractor failed. The contract says the next step is arbitration. We need a lawyer to represent us before the arbitral tribunal.",
    intent: "area:arbitration",
  },
  { message: "plz wat is the meaning of stigma, for my social studies assignment", intent: "off-topic" },
  { message: "Is there somewhere safe to leave my car while I am in the meeting?", intent: "knowledge:Parking" },
  { message: "I want to talk to a lawyer on WhatsApp video, I am in the US. Can we set a time?", intent: "booking" },
  {
    message:
      "Our support group's landlord sold the building we rent to somebody else, and the new owner says 'no sick people' and wants us out before our lease expires. Please help us.",
    intent: "area:land",
  },
  {
    message:
      "They detained my daughter at Lungi airport this morning. They said her TB certificate is not valid and they will not let her go. She is still there",
    intent: "urgent",
  },
  { message: "Is it against the law for a school to make students do HIV test before admission?", intent: "legal-question" },
  { message: "What are your working hours?", intent: "hours" },
  { message: "do una get lawyer wey understand sickle cell issues? not all lawyers sabi", intent: "team" },
  {
    message:
      "Dear Sir, my nephew has been summoned to appear in the magistrate court for allegedly exposing his partner to HIV. He is not in custody. We request your services for his defence.",
    intent: "area:criminal",
  },
  {
    message:
      "The shareholders of our microfinance company want to remove me as managing director since I disclosed my TB treatment. The articles say removal needs a special resolution. Help me.",
    intent: "area:business",
  },
  { message: "Can you give me the recipe for leaves sauce that is good for people on ARV", intent: "off-topic" },
  { message: "pls", intent: "unknown" },
  {
    message: "My neighbour said he will cut me if I come out again with my 'HIV face'. He waits for me every morning near the well. I cannot go out",
    intent: "safety",
  },
  { message: "I need to contact the firm but I have no credit, how else can I reach you?", intent: "contact" },
  {
    message:
      "I am writing from the police station, they have kept me here since last night because my employer said I stole money after he sacked me for TB. They took my phone, I am using a friend's",
    intent: "urgent",
  },
  {
    message:
      "We are a small freight forwarder. The charterer of our vessel refused to load a consignment of ARVs for Bonthe and cancelled the charter party. We want to claim damages.",
    intent: "area:shipping",
  },
  {
    message: "My brothers say I can't inherit papa's house because I am a woman with sickle cell and won't have children. Is that legal?",
    intent: "legal-question",
  },
  {
    message: "I want to divorce my husband. He told his whole family my HIV status and they insult me every day. I need a lawyer to start the divorce.",
    intent: "area:family",
  },
  {
    message: "Good afternoon, I would like to arrange a meeting with your criminal defence lawyer regarding my brother's trial next month.",
    intent: "booking",
  },
  { message: "ok, bye for now", intent: "goodbye" },
  {
    message:
      "I worked as a domestic worker for a family in Wilberforce. When they found out I have HIV, they sent me away without paying my last 3 months. I want my money",
    intent: "area:contract",
  },
  { message: "i want travel go Ghana for sickle cell treatment, which bus company go there", intent: "off-topic" },
  {
    message:
      "Bonjour, my company in Conakry won an arbitration award against a Freetown pharmacy chain that never paid for 200 cartons of antibiotics. How can we make them pay in Sierra Leone?",
    intent: "area:arbitration",
  },
  { message: "Do your lawyers speak Temne? My grandmother will come with me", intent: "knowledge:Languages spoken" },
  {
    message:
      "Please help, the police are at our gate now asking for my son. The headmaster reported him for fighting a teacher who called him an epileptic devil",
    intent: "urgent",
  },
  {
    message:
      "I want a title search on a house in Kenema I want to buy. The seller says the previous owner died of AIDS and the family might claim it. I want to be sure the title is clean",
    intent: "area:land",
  },
  { message: "Please is Hawa Turay available? She helped my aunty with her will", intent: "attorney:Hawa Turay" },
  {
    message: "my husband don lock mi out for night wit mi baby, e de shout say e go kill me if I come back. I de outside wit no where to go",
    intent: "safety",
  },
  { message: "what's the Leone to pound exchange rate today", intent: "off-topic" },
  { message: "If my employer forced me to do an HIV test without my consent, is that against the law? What compensation can I get?", intent: "legal-question" },
  {
    message:
      "Our pastor has been publicly accusing my epileptic daughter of witchcraft and telling people to chase her out. We want to file a criminal complaint against him.",
    intent: "area:criminal",
  },
  {
    message:
      "I run a small pharmacy company with my brother and he wants to buy me out cheaply saying no customers will come because I have HIV. We need help to value the shares and sort out the company.",
    intent: "area:business",
  },
  { message: "una de open for evening time afta 5?", intent: "hours" },
  { message: "Wetin una de do? I yeri una name for radio", intent: "services" },
  { message: "Thank you so much for your patience with me", intent: "thanks" },
  {
    message: "The chiefdom police took my father to the chief's lock-up yesterday because the village says his TB is a curse. He is still there, old man",
    intent: "urgent",
  },
  { message: "pls send ur mail, I wan send mi termination letter", intent: "email" },
  { message: "Is it possible to book a session with a lawyer for my support group members, like 5 people at once?", intent: "booking" },
  { message: "Una office de near PZ? I de come from Wellington", intent: "address" },
  {
    message:
      "I took a loan from my employer and signed an agreement to pay monthly. After they sacked me for epilepsy, they want me to repay everything at once. I need help, the agreement says monthly",
    intent: "area:contract",
  },
  { message: "how much is a bag of rice now, I want buy for our support group end of year party", intent: "off-topic" },
  {
    message:
      "I am a grandmother. My grandson's father refuses to let me see the boy after my daughter died of AIDS. I want visitation rights and custody if possible.",
    intent: "area:family",
  },
  {
    message:
      "Our vessel was detained by the port authority at Queen Elizabeth II Quay because a crew member tested positive for TB and they imposed quarantine. We are losing money every day and need to challenge the detention.",
    intent: "area:shipping",
  },
  { message: "Is my husband allowed to marry another wife without my consent because I have HIV? Can he send me out of the house?", intent: "legal-question" },
  { message: "How many partners una get? and how many lawyers in total?", intent: "team" },
  { message: "how much una de charge for a case against an employer? I don't have big money", intent: "knowledge:Fees" },
  {
    message:
      "I am at the clinic now and my husband is waiting outside with his friends, he said he will beat me to death for taking ARVs. The nurse is hiding me",
    intent: "safety",
  },
  { message: "I am coming for my consultation on Tuesday, what should I bring?", intent: "knowledge:What to bring" },
  { message: "I get one problem", intent: "unknown" },
  {
    message:
      "Mr lawyer, dem don hold mi uncle for Moyamba police since three days. Dem say he de fool people say he de cure HIV with herbs. Dem no carry am court yet",
    intent: "urgent",
  },
  {
    message:
      "We are two companies in a joint venture supplying food to TB hospitals. We have a disagreement over profit sharing and both agree to mediation. Do you provide mediators?",
    intent: "area:arbitration",
  },
  { message: "is this whatsapp number the same as the office phone?", intent: "phone" },
  {
    message: "The man who raped me knew he had HIV. The case is going to the High Court and I want my own lawyer to follow it on my behalf.",
    intent: "area:criminal",
  },
  { message: "pls help me compose a thank you letter for the doctors at the TB ward", intent: "off-topic" },
  { message: "hi there", intent: "greeting" },
  { message: "I'd like to book a consultation for my mother, she doesn't speak English well. Is Friday ok?", intent: "booking" },
  { message: "Am I obliged by law to tell my employer I have TB if I'm already on treatment and not infectious?", intent: "legal-question" },
  { message: "Are you open now?", intent: "hours" },
  {
    message: "We need a charter party for a vessel to bring donated medical supplies for sickle cell patients from Rotterdam. Can your shipping team draft it?",
    intent: "area:shipping",
  },
  { message: "pls how do I reach una from Guinea, I don't have Sierra Leone line", intent: "contact" },
  { message: "Alright, goodbye", intent: "goodbye" },
  {
    message: "I need a lawyer for a boundary dispute. My neighbour moved the beacon into my land and told everyone not to mind me because I am 'the TB woman'.",
    intent: "area:land",
  },
  {
    message:
      "Dear Sirs, we are a foreign investor in a hospital project. The investment agreement provides for arbitration. The government partner has failed to pay. Please advise if you can act for us in the arbitration.",
    intent: "area:arbitration",
  },
  { message: "Una fit explain tin for me in Krio? I no sabi read English well", intent: "knowledge:Languages spoken" },
  { message: "parking dey for una place?", intent: "knowledge:Parking" },
  { message: "should I come with the medical report or just my job contract?", intent: "knowledge:What to bring" },
  { message: "Can I come with my husband to see the lawyer next Tuesday at 11?", intent: "booking" },
  {
    message: "My brother got arrested at Lungi this afternoon, they say he carried fake HIV medicine. Where will they take him and can a lawyer go now?",
    intent: "urgent",
  },
  { message: "Do you handle all types of cases or only some?", intent: "services" },
  { message: "Is there any female partner in your firm?", intent: "team" },
  { message: "I want to write to the firm, which email is best?", intent: "email" },
  { message: "Thanks a lot, you've been very kind", intent: "thanks" },
  { message: "Hello, what services does your firm offer?", intent: "services" },
  {
    message:
      "Dem don hold mi padi for Kenema police since Tuesday. E boss report am say e tif money but na because e get HIV dem wan drive am. Una fit send lawyer?",
    intent: "urgent",
  },
  {
    message:
      "My late husband was a shareholder in a transport company. The other shareholders refuse to register his shares in my name, saying I'm HIV positive and 'will not last'. I need a business lawyer.",
    intent: "area:business",
  },
  {
    message:
      "I'm hiding at the church. My uncle and his sons said they will kill me because I told the nurse he abused me and now I have HIV. They are looking for me",
    intent: "safety",
  },
  { message: "appointment pls 4 thursday 2pm", intent: "booking" },
  { message: "our support group need cheap phone for WhatsApp group, which one good under 1 million Leones", intent: "off-topic" },
  {
    message:
      "Mi na tenant for Calaba Town. Di landlord don remove di roof of mi room for make I commot, because e yeri say I get TB. I get receipt for one year rent. I need lawyer",
    intent: "area:land",
  },
  {
    message: "Can my employer refuse to give me sick leave for TB treatment? My contract says 14 days only but the doctor gave me 2 months.",
    intent: "legal-question",
  },
  { message: "Is the office open during Ramadan at the normal hours?", intent: "hours" },
  {
    message:
      "A company contracted me to do HIV awareness training for their staff. I did 6 sessions and they refuse to pay, saying the staff complained about 'HIV talk'. I want help to get my money",
    intent: "area:contract",
  },
  {
    message:
      "pls my husband was a rested at work today. His boss says he threatened him after being sacked for epilepsy. He is in the cell at Ross Road police",
    intent: "urgent",
  },
  {
    message:
      "The other party is ignoring our notice of arbitration in a dispute over an HIV clinic renovation contract. Can your firm help us get the arbitrator appointed?",
    intent: "area:arbitration",
  },
  { message: "What kind of lawyers do you have there? Any who does family matters and any for job matters?", intent: "team" },
  {
    message:
      "Good day. I am a widow living with HIV and my late husband's family has taken the children to the village. I want custody back and to stop them taking the house.",
    intent: "area:family",
  },
  { message: "wetin na di sign of sickle cell crisis for small pikin", intent: "off-topic" },
  {
    message:
      "My brother has a criminal case at Kenema magistrate court for breaking a man's car after the man told everyone he has TB. He needs a lawyer for the hearing on Monday.",
    intent: "area:criminal",
  },
  { message: "Wat is d office landline?", intent: "phone" },
  {
    message:
      "People at my workplace have been sending me messages saying they will wait for me after work and 'teach the HIV girl a lesson'. Today they followed me to the bus stop. I am afraid to go home",
    intent: "safety",
  },
  {
    message: "Dear Sir, I should be grateful if you would arrange an appointment with a lawyer at your earliest convenience. I am a retired civil servant.",
    intent: "booking",
  },
  {
    message: "The police have come into our support group office and are taking all of us to the station, they say we are not registered. Please help now!",
    intent: "urgent",
  },
  {
    message:
      "We shipped 3 pallets of TB drugs by sea to Freetown and the bill of lading shows a different consignee. The carrier delivered the goods to the wrong company. We need to recover them.",
    intent: "area:shipping",
  },
  {
    message: "If I report my landlord for evicting me because of HIV, will he be jailed or just pay a fine? And will I get my rent back?",
    intent: "legal-question",
  },
  { message: "good evening sir", intent: "greeting" },
  {
    message: "Abeg, I wan register mi small business, na soap making wit women wey get HIV. How much una go charge for am?",
    intent: "area:business",
    also: ["knowledge:Fees"],
  },
  {
    message: "they have taken my uncle from the hospital bed to prison because he could not pay the hospital bill. He has TB. is that allowed",
    intent: "urgent",
    also: ["legal-question"],
  },
  {
    message:
      "Dear Sirs, we wish to buy land in Bo to build a sickle cell clinic. Please advise if you can handle the conveyancing and registration of the deed.",
    intent: "area:land",
  },
  { message: "Can you recommend a good hotel near Connaught Hospital? My wife is admitted for TB treatment", intent: "off-topic" },
  {
    message:
      "I was employed as a cook at a boarding school. After the kids said I have TB they told me to go home and not come back, no letter, and they still owe me salary. I want a lawyer to deal with my employer",
    intent: "area:contract",
  },
  { message: "what days are you open?", intent: "hours" },
  {
    message: "abeg help, some boys dem de follow mi pikin from school de beat am, dem say e get AIDS. Today dem tear e uniform and say tomorrow e go die",
    intent: "safety",
  },
  { message: "How can I send you my documents by email?", intent: "email" },
  {
    message: "I am married and living with HIV, my husband and I want to adopt a child. Can your firm help us with the adoption process?",
    intent: "area:family",
  },
  {
    message: "mi grani de na police station since yesterday cos neighbour say her epilepsy grandson na witch and she hide am. Dem no release am. Old woman o",
    intent: "urgent",
  },
  { message: "I am not sure if you are the right people. Do you deal with job problems, house problems, family problems all together?", intent: "services" },
  { message: "I would like to see a lawyer about my case against the school, can I come Monday?", intent: "booking" },
  {
    message: "My company says it will test all workers for HIV every year and sack anyone positive. Is that allowed under Sierra Leone law?",
    intent: "legal-question",
  },
  {
    message:
      "We are a shipping agent and a trading company in a dispute about storage fees for medical goods. Both parties agreed to go to mediation rather than court. Can you arrange it?",
    intent: "area:arbitration",
  },
  { message: "wetin I go do now", intent: "unknown" },
  { message: "Can you send me the office address? I will use Google maps", intent: "address" },
  {
    message: "I am due in court next week for obstruction. I was protesting outside the school that expelled HIV positive children. I need a defence lawyer.",
    intent: "area:criminal",
  },
  { message: "how many people living with HIV in Sierra Leone, for my research project", intent: "off-topic" },
  {
    message:
      "They have taken my wife at the market. The council police say she sells food while she has TB and they are carrying her to their office. Please what do we do",
    intent: "urgent",
  },
  {
    message:
      "My brothers want to sell our late mother's house in Wellington and give me nothing because I have epilepsy and 'cannot manage property'. I want to stop the sale.",
    intent: "area:land",
  },
  { message: "Hi, I want a consultation for my son, he was dismissed from his job after a TB test. When can we come?", intent: "booking" },
  { message: "How can I get in touch with the firm from abroad?", intent: "contact" },
  {
    message:
      "My husband has locked the gate and taken my phone, he says he will beat me again tonight if I go to the support group meeting. I'm texting from my daughter's phone",
    intent: "safety",
  },
  {
    message:
      "Our crew refused to sail with a sailor who has epilepsy and the charterer is claiming off-hire for the delay. We need a shipping lawyer for the charter party claim.",
    intent: "area:shipping",
  },
  { message: "Make I ask, how I go charge mi phone wen light no dey, solar charger de sell where for Bo?", intent: "off-topic" },
  { message: "Tenki tenki, God bless", intent: "thanks" },
  {
    message:
      "We are foreign investors and want to put money in a Sierra Leone pharmaceutical company producing ARVs. Can you help with investment approvals and company structure?",
    intent: "area:business",
  },
  {
    message: "Can my mother's family legally stop me from attending her burial because I have HIV? And can they exclude me from the inheritance?",
    intent: "legal-question",
  },
  { message: "Abeg! Mi broda don go police fo report sey dem beat am and na im dem lock up instead. Since mornin e de inside. E get TB", intent: "urgent" },
  { message: "hey is there parking around 12 Siaka Stevens Street?", intent: "knowledge:Parking" },
  {
    message:
      "My wife wants to move to the UK with our child who has sickle cell, for treatment. I agree but we need a lawyer to prepare consent and custody papers.",
    intent: "area:family",
  },
  { message: "Please how much is the consultation fee? And can you accept Orange Money?", intent: "knowledge:Fees" },
  { message: "Pls can I get appointment with the land lawyer next week? I'll come from Kono", intent: "booking" },
  {
    message:
      "Dear Madam, our NGO signed a service agreement with a caterer for a TB hospital. The caterer breached it by refusing to serve the TB ward. We wish to enforce the agreement or terminate it properly.",
    intent: "area:contract",
  },
  {
    message: "My son was convicted of theft and we believe the magistrate was biased because he kept mentioning his sickle cell in court. We want to appeal.",
    intent: "area:criminal",
  },
  {
    message:
      "my brother is at the Juba barracks since yesterday, the soldiers say he insulted an officer during a seizure. They beat him. He needs lawyer fast",
    intent: "urgent",
  },
  { message: "Do you have young lawyers or all old ones? lol just asking before I come", intent: "team" },
  {
    message: "The family of my late husband came with sticks, said I killed him with HIV, and are beating my son now outside. Please help us",
    intent: "safety",
  },
  { message: "Is your firm a general law firm? What matters do you take on?", intent: "services" },
  { message: "Please are you open on Good Friday?", intent: "hours" },
  { message: "I want to know more about Fatmata Kamara, is she the head of the firm?", intent: "attorney:Fatmata Kamara" },
  { message: "Do you handle commercial arbitration? We have a dispute with a supplier of lab equipment for HIV testing.", intent: "area:arbitration" },
  {
    message:
      "A group of women in the market said they will beat me and pour hot oil on me if I sell there again because I have HIV. They pushed my table down today. I don't feel safe",
    intent: "safety",
  },
  {
    message: "Abeg I need lawyer for lease agreement. I wan rent mi os to one HIV support group but mi family de vex. I wan make everything proper",
    intent: "area:land",
  },
  {
    message:
      "We are directors of a company running a private clinic. One director shared a patient's HIV status and we want to remove him as director properly. Please help us with the board process.",
    intent: "area:business",
  },
  { message: "Please reserve a slot for me with any lawyer, any day next week. It's about my husband's relatives.", intent: "booking" },
  { message: "Dem don arrest mi wife for Lungi airport. Dem say she bring drugs but na ARV. She de dey since 6 am", intent: "urgent" },
  {
    message:
      "Our cargo of mosquito nets and TB test kits fell into the water while being offloaded at Queen Elizabeth II Quay. Need a lawyer for this cargo claim.",
    intent: "area:shipping",
  },
  { message: "What number can I call you on? I don't use WhatsApp", intent: "phone" },
  { message: "Ok I'm off now, bye", intent: "goodbye" },
  {
    message:
      "Our NGO and a donor disagree on the termination of a grant for an HIV project. The agreement says mediation first. Please can your firm mediate or represent us?",
    intent: "area:arbitration",
  },
  { message: "Pls gi mi all una contact, phone, email an whatsapp", intent: "contact" },
  { message: "Mi man don lef mi since e yeri say I get HIV. I wan divorce am properly an get mi pikin dem maintenance. Abeg help", intent: "area:family" },
  {
    message:
      "Dear Sir, I want to open a bank account for our support group association but the bank keeps asking for company registration documents. Can you help us register and open the account?",
    intent: "area:business",
  },
  {
    message:
      "Abeg, I na driver for one company, dem don suspend me without pay since dem see me fall wit epilepsy. I wan lawyer for talk to dem bout mi job contract",
    intent: "area:contract",
  },
  { message: "Could you tell me the kinds of legal work you do?", intent: "services" },
  {
    message:
      "I am a ship chandler. A vessel left the port without paying for supplies we delivered, including medicine for a crew member with TB. Can you help us go after the ship owner?",
    intent: "area:shipping",
  },
  { message: "Is there a lawyer on your team who is good with human rights cases?", intent: "team" },
  { message: "Hey una, happy morning", intent: "greeting" },
  { message: "thank u so much", intent: "thanks" },
  { message: "Where is your office located? Is it near the Cotton Tree?", intent: "address" },
  { message: "Do you have legal aid for widows who can't pay lawyer fees?", intent: "knowledge:Fees" },
  { message: "Will I find parking for my keke near your office?", intent: "knowledge:Parking" },
  { message: "Does anyone there speak French? My husband is from Guinea", intent: "knowledge:Languages spoken" },
  { message: "What should I carry for the first meeting? I have the letter the school wrote to send my daughter home", intent: "knowledge:What to bring" },
  { message: "What time do you open tomorrow? and where exactly is the office", intent: "hours", also: ["address"] },
  {
    message: "Pls my sister called me crying, her in-laws are beating her now in Makeni because they found her ARV. She is locked in a room. What do we do",
    intent: "safety",
  },
  { message: "I want talk to lawyer face to face, when I fit come?", intent: "booking" },
  { message: "Could I have a meeting with a lawyer this Friday afternoon regarding my dismissal? Is 3pm free?", intent: "booking" },
];
