import type { LabelledMessage } from "./labelled-message";

export const DEVELOPMENT_THIRD: LabelledMessage[] = [
  // ── urgent ──
  { message: "pls my son don arrest by police at Kissy station since last nite, dem nor gree release am", intent: "urgent" },
  { message: "Police are at my gate right now asking for my husband. What do we do", intent: "urgent" },
  { message: "URGENT my brother was picked up by CID this morning in Lumley, they have not charged him with anything", intent: "urgent" },
  { message: "abeg help me, dem don carry me papa go Eastern Police since Friday", intent: "urgent" },
  { message: "My cousin is being held at Waterloo police station and the officers are asking for money before they release him", intent: "urgent" },
  {
    message:
      "I run a small phone shop in Makeni near the clock tower. Last week a customer came back and said the phone I sold him was stolen, and I showed everybody the receipt from my supplier in Freetown. I thought it was finished. This morning two officers came to the shop and took my younger brother who was minding it, and he is sitting in the Makeni station now. Can one of your lawyers go there today?",
    intent: "urgent",
  },
  { message: "my husbnd arestd 2day dey hold am 4 central police pls wat 2 do", intent: "urgent" },
  { message: "they have remanded my son at Pademba Road, the magistrate refused bail yesterday. we need a lawyer urgently", intent: "urgent" },
  {
    message:
      "Dear Sir, I write with great urgency. My nephew, a student at Fourah Bay College, was detained by officers of the Criminal Investigations Department yesterday evening and has not been permitted to see his family or a lawyer. I request your immediate assistance.",
    intent: "urgent",
  },
  { message: "im in police cell now using my friend phone. they sey I stole money from my boss", intent: "urgent" },
  { message: "polis dey na me door now now, dem wan take me go station", intent: "urgent" },
  {
    message: "My wife has been locked up at Congo Cross police since Saturday over a quarrel with the neighbour. How fast can someone come?",
    intent: "urgent",
  },
  { message: "HELP MY SISTER IS IN POLICE CUSTODY IN BO FOR 3 DAYS NOW", intent: "urgent" },
  { message: "my boyfriend was taken by police at a checkpoint in Goderich tonight and they won't tell us why", intent: "urgent" },
  {
    message:
      "Good afternoon. Our company driver was arrested this morning after an accident on Wilkinson Road and is still being held by the traffic police. We need a lawyer to attend.",
    intent: "urgent",
  },
  { message: "dem hold me broda for Kenema station since Monday, nor charge, nor bail, abeg", intent: "urgent" },
  { message: "officers just came to our office in Aberdeen and took the accountant away in their vehicle, what do we do right now", intent: "urgent" },
  { message: "my dad is being held at Lungi airport by police since he landed from the UK this afternoon, they took his passport", intent: "urgent" },
  { message: "pls is there a lawyer who can go to Ross Road police station now, my son is there since morning", intent: "urgent" },
  { message: "my son is 16 and police took him from school today. he is still at the station. can they hold a child like that?", intent: "urgent" },
  { message: "They released me on Tuesday but today they rearrested me and I'm at the station again, they allowed me one call", intent: "urgent" },
  { message: "dem don lock me man na cell since yesterday ova lan palava, dem sey e go stay dey til Monday", intent: "urgent" },
  { message: "plz hurry my fren is held by police in Wellington since 2 days no food", intent: "urgent" },
  {
    message: "my mother in law has been on remand at the female correctional centre for two months without trial, she is still inside. what can be done",
    intent: "urgent",
  },
  { message: "Dem don hold me man for Tombo police post since morning ova net palava wit di oda fishermen, abeg send lawyer", intent: "urgent" },
  {
    message:
      "I am writing from London. My brother was arrested in Freetown yesterday and is being held at CID headquarters. Please can one of your lawyers visit him today?",
    intent: "urgent",
  },
  { message: "the police have come to arrest my dad at home, they're outside the house now", intent: "urgent" },
  { message: "our clearing agent was detained by police at the port this afternoon over some import papers and he is still there", intent: "urgent" },

  // ── safety ──
  { message: "my husband beat me again last night and says he will kill me if I leave, I am scared", intent: "safety" },
  { message: "I'm hiding in the bathroom, he's breaking things and shouting my name", intent: "safety" },
  { message: "me man dey beat me every day, a nor get weh for go, abeg help", intent: "safety" },
  { message: "my partner threatened me with a cutlass this morning, I'm at my sister's now but he knows where she lives", intent: "safety" },
  { message: "Someone keeps sending me messages that they will burn my house with us inside, I am afraid for my children", intent: "safety" },
  { message: "i was raped by my uncle and i don't know who to tell", intent: "safety" },
  { message: "My daughter's lesson teacher has been touching her and she is 12. She only told me last night.", intent: "safety" },
  { message: "he choke me till a fall down. a fraid for go back na di os", intent: "safety" },
  { message: "pls my boyfriend hits me wen he drinks and now he says if i go to police he will finish me", intent: "safety" },
  { message: "I am a housegirl, my madam's husband forces himself on me at night when she travels", intent: "safety" },
  { message: "i think my life is in danger, the men from the other side of the land case said they will come for me tonight", intent: "safety" },
  { message: "my ex is standing outside my shop in Kissy with a knife, he keeps saying he'll hurt me", intent: "safety" },
  {
    message:
      "Dear Madam, I am writing because I fear for my safety. My husband has become violent and last week he struck me in front of our children. He has said worse will come. I do not know where to turn.",
    intent: "safety",
  },
  { message: "my sister is being beaten by her husband right now, we can hear her screaming next door", intent: "safety" },
  { message: "dem dey threaten me sey dem go kill me if a nor pay di money by Friday", intent: "safety" },
  { message: "my stepfather abuses me sexually and my mum doesn't believe me. im 15", intent: "safety" },
  { message: "he locked me in the room and took my phone, I'm using the neighbour's phone through the window", intent: "safety" },
  { message: "I left my husband because of the beatings and now his brothers say they will beat me wherever they see me", intent: "safety" },
  { message: "help he is hitting me", intent: "safety" },
  { message: "me rival en en people dem dey threaten me sey dem go poison me food", intent: "safety" },
  { message: "A man at work grabbed me and tried to rape me in the store room today, I am still shaking, what should I do", intent: "safety" },
  {
    message: "my partner pushed me down the stairs last week and now says he will take our child and I'll never see her again. I am scared he will do worse",
    intent: "safety",
  },

  // ── off-topic ──
  { message: "what time does Shoprite on Wilkinson Road close on Sunday", intent: "off-topic" },
  { message: "phone number for Connaught hospital emergency", intent: "off-topic" },
  { message: "where is the national stadium", intent: "off-topic" },
  { message: "can you book me a room at the Radisson Blu in Aberdeen for 2 nights", intent: "off-topic" },
  { message: "I watched a court drama on TV last night about a lawyer fighting a big company, what's the name of that series?", intent: "off-topic" },
  { message: "how much is a town lot in Waterloo these days", intent: "off-topic" },
  { message: "will it rain on Saturday in Freetown? my sister's wedding is outside at 3pm", intent: "off-topic" },
  { message: "write me a poem about justice for my school programme", intent: "off-topic" },
  { message: "who won the Leone Stars match yesterday", intent: "off-topic" },
  { message: "how to cook cassava leaf with palm oil", intent: "off-topic" },
  { message: "can you help me with my maths homework, solve 3x + 5 = 20", intent: "off-topic" },
  { message: "wetin na di dollar rate to leone today", intent: "off-topic" },
  { message: "recommend a good tailor in Lumley for my wedding gown", intent: "off-topic" },
  { message: "my phone wont connect to wifi how do i fix it", intent: "off-topic" },
  { message: "tell me a joke", intent: "off-topic" },
  { message: "what is the capital of Australia", intent: "off-topic" },
  { message: "write a speech for my dad's 60th birthday party", intent: "off-topic" },
  { message: "email address of the Sierra Leone embassy in Washington", intent: "off-topic" },
  { message: "what are the opening hours of the passport office at Immigration headquarters", intent: "off-topic" },
  { message: "what is the address of Fourah Bay College", intent: "off-topic" },
  { message: "how much is a bag of rice now in Freetown", intent: "off-topic" },
  { message: "which keke route goes from Kissy to Congo Cross", intent: "off-topic" },
  { message: "write a funny skit about a magistrate and a goat for our church drama", intent: "off-topic" },
  { message: "what is the population of Bo city", intent: "off-topic" },
  { message: "translate good morning into Mende for me", intent: "off-topic" },
  { message: "where can I park for the Lumley beach festival on Friday night", intent: "off-topic" },
  { message: "is Orange Money down today, my transfer is not going", intent: "off-topic" },
  { message: "how do you say thank you in Temne", intent: "off-topic" },
  { message: "best place to eat grilled fish in Tombo", intent: "off-topic" },
  { message: "can you recommend a hotel in Bo for the weekend", intent: "off-topic" },
  { message: "wen di ferry de lef Kissy terminal go Tagrin", intent: "off-topic" },
  { message: "which company ships barrels from London to Freetown cheapest", intent: "off-topic" },
  { message: "who is the chief justice of Sierra Leone right now", intent: "off-topic" },
  { message: "give me a catchy business name for my hair salon", intent: "off-topic" },
  { message: "hw 2 make ginger beer", intent: "off-topic" },

  // ── legal-question ──
  { message: "can my landlord throw me out without notice if I already paid rent for the year", intent: "legal-question" },
  { message: "if my husband dies without a will, do I get the house or does his family take it?", intent: "legal-question" },
  { message: "how many years in prison for stealing a motorbike in SL", intent: "legal-question" },
  { message: "is it legal for my employer to hold back my salary because I was sick for two weeks", intent: "legal-question" },
  {
    message: "Will I win if I take my former partner to court for the money he borrowed? There is no paper, just WhatsApp messages where he admits it",
    intent: "legal-question",
  },
  { message: "can a father get custody of a 3 year old in Sierra Leone", intent: "legal-question" },
  { message: "do I have a case? My neighbour built his fence one metre into my land in Regent", intent: "legal-question" },
  { message: "should I sign a contract that says I can't work for any other company for 5 years after I leave", intent: "legal-question" },
  { message: "wetin di law sey if man nor gree pay for im pikin", intent: "legal-question" },
  { message: "Is a customary marriage legally valid if it was never registered?", intent: "legal-question" },
  { message: "how much will the court award for wrongful dismissal after 10 years service", intent: "legal-question" },
  { message: "can police search my house without a warrant", intent: "legal-question" },
  { message: "my uncle sold our family land without telling the rest of us, is the sale valid?", intent: "legal-question" },
  { message: "if I stand guarantor for my friend's bank loan and he runs away, am I responsible to pay?", intent: "legal-question" },
  {
    message: "Dear Sir, I would be grateful if you could advise whether a foreign national may lawfully own freehold land in the Western Area.",
    intent: "legal-question",
  },
  { message: "can dem jail me for debt?", intent: "legal-question" },
  { message: "is an agreement written on paper and signed by both of us valid without a lawyer stamp?", intent: "legal-question" },
  { message: "how long does a divorce take in court here and will she get half of everything", intent: "legal-question" },
  { message: "can the port authority auction my container if I don't clear it in time?", intent: "legal-question" },
  { message: "Am I allowed to record my boss without him knowing and use it as evidence?", intent: "legal-question" },
  { message: "if the arbitration goes against us, can we still go to the High Court?", intent: "legal-question" },
  { message: "at what age can a child choose which parent to live with", intent: "legal-question" },
  { message: "is it an offence to ride okada without licence, what's the penalty", intent: "legal-question" },
  { message: "can my late brother's wife inherit his share of our father's land?", intent: "legal-question" },
  { message: "I was wondering whether a company director can be held personally liable for the company's debts", intent: "legal-question" },
  { message: "can I sue someone for defamation for what she posted about me on Facebook", intent: "legal-question" },
  { message: "does my landlord have to give back my advance if I leave the house early?", intent: "legal-question" },
  { message: "na true sey if you nor register you lan na Ministry, somebody kin claim am?", intent: "legal-question" },

  // ── area:family ──
  { message: "divorce", intent: "area:family" },
  { message: "I need help with a custody matter, my ex took our son to Bo without asking me", intent: "area:family" },
  {
    message:
      "My father passed away in March in Kenema. He left money in two bank accounts, a NASSIT pension and a shop, and he had children with three different women. My eldest half brother has taken the bank papers and says he alone will deal with everything, and the bank will not talk to the rest of us. I am studying in Ghana and I can't be there. I need a lawyer to help us with the estate and the letters of administration.",
    intent: "area:family",
  },
  { message: "a wan divorce me man, we marry na church 8 years now", intent: "area:family" },
  { message: "adoption of my late sister's child, how do we start", intent: "area:family" },
  { message: "need help getting maintenance from my babyfather he nor dey give anything for di pikin", intent: "area:family" },
  {
    message:
      "Dear Sir/Madam, I wish to enquire about assistance in registering my marriage, which was conducted under customary law in Kono in 2004. I require the certificate for my pension file.",
    intent: "area:family",
  },
  { message: "child custody lawyer", intent: "area:family" },
  {
    message:
      "My wife left with our two kids to her mother's place in Kenema four months ago. At first she said it was for a holiday, now she says she wants a divorce and she won't let me talk to the children on the phone. I still send money every month. I just want to see my children and sort this out properly. I need a family lawyer.",
    intent: "area:family",
  },
  { message: "hw 2 get probate 4 my mums will", intent: "area:family" },
  {
    message:
      "I live in Maryland and married a Sierra Leonean in Freetown in 2015. We separated years ago and I want the divorce done there since that's where we married.",
    intent: "area:family",
  },
  { message: "palava wit me husband family afta e die, dem wan take di pikin dem from me", intent: "area:family" },
  { message: "my fiance and I want a prenuptial agreement before our wedding in December", intent: "area:family" },
  { message: "my late husband's family are fighting me over his estate and the children's share. I need help with the inheritance", intent: "area:family" },
  { message: "MAINTENANCE FOR MY CHILDREN HIS FATHER STOPPED PAYING SCHOOL FEES", intent: "area:family" },

  // ── area:business ──
  { message: "company registration", intent: "area:business" },
  {
    message: "I want to register a limited company with two partners at the Corporate Affairs Commission, can you help with the documents",
    intent: "area:business",
  },
  { message: "need help getting a business licence from Freetown City Council for my restaurant", intent: "area:business" },
  {
    message:
      "Me and my friend started a poultry farm in Waterloo three years ago. We each put in money, we never wrote anything down, it was all trust. Now he has got a job in Canada and wants to leave, and we need to decide who owns what, the birds, the land lease, the truck, and put the business on proper paper. Need a business lawyer to set it up right.",
    intent: "area:business",
  },
  { message: "we are a small NGO wanting to turn into a social enterprise company, need corporate advice", intent: "area:business" },
  { message: "the bank wants a legal opinion on our company documents before they approve our business loan", intent: "area:business" },
  { message: "abeg a wan register me business, na small provision shop for Calaba Town", intent: "area:business" },
  {
    message:
      "Dear Sirs, Our board of directors requires advice on corporate governance matters, in particular the appointment of independent directors and the conduct of our annual general meeting.",
    intent: "area:business",
  },
  { message: "foreign investor setting up a mining services company in SL, need local counsel for incorporation and permits", intent: "area:business" },
  { message: "shareholders agreement drafting", intent: "area:business" },
  { message: "our company has not filed annual returns for several years, need help getting compliant again", intent: "area:business" },
  { message: "we want to open a microfinance company and need help with the Bank of Sierra Leone licence", intent: "area:business" },
  { message: "change of company directors and transfer of shares", intent: "area:business" },
  {
    message:
      "I'm moving back home from Germany after 12 years to start a software business in Freetown. I want to do everything properly from the start, registration, tax number, the structure with my cousin as co-owner. Need a business lawyer.",
    intent: "area:business",
  },

  // ── area:shipping ──
  { message: "shipping lawyer", intent: "area:shipping" },
  { message: "my container stuck at Queen Elizabeth II Quay 3 weeks, customs demanding extra duty, need help to clear it", intent: "area:shipping" },
  { message: "our cargo of flour arrived water damaged and the shipping line refuses to pay for it", intent: "area:shipping" },
  {
    message:
      "I import used cars from Antwerp. Last shipment was four cars in two containers. When they landed at the Quay, one container was opened and the car inside was missing its engine parts and the radio. The shipping line says it's the terminal's fault, the terminal says it was like that on board. Meanwhile demurrage is running. I need someone who does maritime claims.",
    intent: "area:shipping",
  },
  { message: "ship arrest", intent: "area:shipping" },
  { message: "our fishing trawler was seized by the Ministry of Fisheries last week, we need a maritime lawyer", intent: "area:shipping" },
  { message: "the freight forwarder lost two of my pallets between Lungi and the warehouse", intent: "area:shipping" },
  { message: "demurrage charges dispute with the shipping agent", intent: "area:shipping" },
  { message: "me barrel dem from London nor reach, di shipping company dey tell me story for 3 months", intent: "area:shipping" },
  { message: "port and customs clearance problems", intent: "area:shipping" },
  {
    message: "A crew member was injured on board our vessel in Freetown harbour and is now claiming compensation. We need a shipping lawyer.",
    intent: "area:shipping",
  },
  { message: "bill of lading has the wrong consignee name and the agent won't release the goods", intent: "area:shipping" },
  { message: "big boat jam me man in pirogue na sea near Tombo en broke am, di boat owner nor wan pay, abeg help", intent: "area:shipping" },
  { message: "charter party dispute with the vessel owner over freight", intent: "area:shipping" },

  // ── area:land ──
  { message: "land case", intent: "area:land" },
  { message: "lan palava for Waterloo, somebody don build on top me plot", intent: "area:land" },
  { message: "I want to buy a house in Goderich, need help checking that the title deed is genuine", intent: "area:land" },
  {
    message:
      "Hello, I'm a student in Manchester. My grandfather left family land near Kenema, about 20 acres, for all his children and grandchildren. My mother died in 2020. Now my uncles are selling parts of it to a company without telling my siblings and me, and the chief is on their side. I can't travel home until summer. I need a lawyer who handles family land.",
    intent: "area:land",
  },
  { message: "landlord wahala: landlord lock my shop because he want increase rent", intent: "area:land" },
  { message: "conveyance for land i bought", intent: "area:land" },
  { message: "survey plan and boundary dispute with neighbour in Regent", intent: "area:land" },
  {
    message:
      "Dear Sir, I am a retired civil servant and wish to prepare the conveyance of my property at Wilberforce to my three children while I am still alive. Kindly advise on your assistance in this matter.",
    intent: "area:land",
  },
  { message: "tenant refuse to pay rent 8 months and still won't leave my house", intent: "area:land" },
  { message: "got an evction notice from my landlrd need help", intent: "area:land" },
  {
    message:
      "I came back from the US in 2019 and bought a plot in Lakka from a man with a survey plan. I built the foundation. Now three different people are coming with their own papers saying the land is theirs and one of them pulled my beacons. I need a land lawyer.",
    intent: "area:land",
  },
  { message: "title deed lost in the fire, need a replacement", intent: "area:land" },
  { message: "want to sell my plot in Hastings, need lawyer to do the papers", intent: "area:land" },
  { message: "our family land in a chiefdom near Makeni, a company wants to lease it, need help with the lease", intent: "area:land" },
  { message: "lnd dispute wit my brodas ova papa lnd", intent: "area:land" },

  // ── area:arbitration ──
  { message: "mediation", intent: "area:arbitration" },
  { message: "we want to settle a dispute with our supplier without going to court", intent: "area:arbitration" },
  { message: "need a neutral mediator for a dispute between me and my business partner", intent: "area:arbitration" },
  {
    message: "our contract has an arbitration clause and the other side has started arbitration against us, we need representation",
    intent: "area:arbitration",
  },
  { message: "we nor wan go court, we wan settle di palava wit di oda company quietly", intent: "area:arbitration" },
  {
    message:
      "We are a construction company based in Bo. We finished a school building for a main contractor last year and they are holding back the final 30% saying there are defects, which we dispute. Our subcontract says disputes go to arbitration in Freetown. We need a firm to act for us in the arbitration.",
    intent: "area:arbitration",
  },
  { message: "family business dispute between me and my siblings, we want mediation not court", intent: "area:arbitration" },
  { message: "ADR services", intent: "area:arbitration" },
  { message: "dispute with a foreign contractor, the contract says international arbitration", intent: "area:arbitration" },
  { message: "out of court settlement for a commercial dispute", intent: "area:arbitration" },
  { message: "We need a mediator for the breakdown of our joint venture with a Lebanese trading company", intent: "area:arbitration" },
  { message: "enforcement of an arbitral award in Sierra Leone", intent: "area:arbitration" },
  {
    message:
      "I run a supermarket in Kissy and my drinks distributor and I disagree over returned stock and the discounts he promised. We both prefer mediation so we can keep doing business.",
    intent: "area:arbitration",
  },
  { message: "arbitraton pls for business quarel", intent: "area:arbitration" },

  // ── area:contract ──
  { message: "unfair dismissal", intent: "area:contract" },
  { message: "my boss sacked me without notice after 6 years and refuses to pay my end of service benefits", intent: "area:contract" },
  { message: "unpaid wages 4 months", intent: "area:contract" },
  { message: "need a contract reviewed before I sign with a supplier", intent: "area:contract" },
  { message: "I supplied 200 bags of cement to a contractor under a written agreement and he has not paid", intent: "area:contract" },
  { message: "di company nor pay me salary for 3 month den dem sack me", intent: "area:contract" },
  { message: "draft employment contracts for our staff", intent: "area:contract" },
  {
    message:
      "I gave a builder 40 million leones to roof my house in Kossoh Town, we signed an agreement, he did half the job and disappeared. Now he's working on someone else's site. I want my money back or the job finished.",
    intent: "area:contract",
  },
  {
    message:
      "Dear Madam, I write concerning the termination of my employment with a private security company after eleven years of service, without any reason given and without my terminal benefits. I seek legal representation.",
    intent: "area:contract",
  },
  { message: "my employer deducted NASSIT from my pay for years but never paid it in", intent: "area:contract" },
  { message: "loan agreement drafting for money I am lending to a friend", intent: "area:contract" },
  { message: "commercial agency agreement for distributing our products in Bo and Kenema", intent: "area:contract" },
  { message: "my employer is refusing to pay my maternity leave", intent: "area:contract" },
  { message: "customer owes me 15 million leones for goods, we signed agreement, he nor dey pay", intent: "area:contract" },

  // ── area:criminal ──
  { message: "criminal lawyer", intent: "area:criminal" },
  { message: "I got a summons to appear at the magistrate court next week for fraud, I didn't do it", intent: "area:criminal" },
  { message: "police invited me for questioning tomorrow at CID, I need a lawyer to go with me", intent: "area:criminal" },
  { message: "my son has been charged with assault and his case is in court next month, he's out on bail", intent: "area:criminal" },
  { message: "I've been accused of stealing at work and they said they will report me to the police", intent: "area:criminal" },
  { message: "soldiers beat me at a checkpoint last month for no reason, I want to take action for my human rights", intent: "area:criminal" },
  { message: "I'm charged under the cyber law over a Facebook post", intent: "area:criminal" },
  { message: "dem accuse me sey a tif phone, di case dey na court, a need lawyer", intent: "area:criminal" },
  { message: "I was granted bail last week and need a defence lawyer for the trial", intent: "area:criminal" },
  { message: "my ex girlfriend has falsely accused me of rape and police want to interview me next week", intent: "area:criminal" },
  {
    message:
      "Me and my guys were at a party in Lumley on Saturday. A fight started outside and someone got stabbed. I was inside the whole time, people saw me. Now the police are going round asking for me by name and my mum says they came to the house while I was out. I am not hiding but I am afraid to go alone. I need a criminal lawyer.",
    intent: "area:criminal",
  },
  { message: "drug possession charge, first offence, need defence", intent: "area:criminal" },
  { message: "The Anti-Corruption Commission has invited me for an interview about procurement at my ministry", intent: "area:criminal" },
  { message: "defence lawyer for a manslaughter charge, okada accident", intent: "area:criminal" },

  // ── booking ──
  { message: "I'd like to book a consultation", intent: "booking" },
  { message: "can I see a lawyer tomorrow morning", intent: "booking" },
  { message: "wan meet lawyer pls on thursday", intent: "booking" },
  { message: "Dear Sir/Madam, I would like to schedule an appointment with one of your attorneys at your earliest convenience.", intent: "booking" },
  { message: "appointment pls", intent: "booking" },
  { message: "can i come in on Monday at 10 to talk to someone about my problem", intent: "booking" },
  { message: "abeg a wan kam see una lawyer dis week", intent: "booking" },
  { message: "how do I book an appointment", intent: "booking" },
  { message: "I'm in the UK, can I have a video consultation with one of your lawyers", intent: "booking" },
  { message: "is there a slot free friday afternoon for a consultation", intent: "booking" },
  { message: "i nid apointmnt 2moro", intent: "booking" },
  { message: "I'll be in Freetown from 10 to 24 December, can we arrange a meeting with a lawyer during that time?", intent: "booking" },
  { message: "I want to sit down with a lawyer about my case, when can I come", intent: "booking" },
  { message: "please move my appointment from Tuesday to Wednesday", intent: "booking" },
  { message: "Our managing director would like to meet a partner next week to discuss retaining the firm", intent: "booking" },
  { message: "please book me in with someone", intent: "booking" },
  { message: "set up a meeting with a lawyer", intent: "booking" },
  { message: "a wan tok to lawyer face to face", intent: "booking" },

  // ── hours ──
  { message: "what time do you open", intent: "hours" },
  { message: "are you open on saturday", intent: "hours" },
  { message: "una open today?", intent: "hours" },
  { message: "wat time u close", intent: "hours" },
  { message: "opening hours", intent: "hours" },
  { message: "Are you open during lunch, around 1pm?", intent: "hours" },
  { message: "are u open on sunday", intent: "hours" },
  { message: "Kindly advise on your working hours.", intent: "hours" },
  { message: "is the office open now", intent: "hours" },
  { message: "until what time can i come in on friday", intent: "hours" },
  { message: "una de open weekend?", intent: "hours" },
  { message: "which days is your office open", intent: "hours" },
  { message: "Are you open on public holidays like Independence Day?", intent: "hours" },
  { message: "what time do you open and where exactly is the office", intent: "hours", also: ["address"] },

  // ── address ──
  { message: "where is your office", intent: "address" },
  { message: "wey una office dey", intent: "address" },
  { message: "directions to your office from Congo Cross", intent: "address" },
  { message: "what is your address", intent: "address" },
  { message: "Which street are you on? I'm coming by keke from Kissy", intent: "address" },
  { message: "is your office near the Cotton Tree?", intent: "address" },
  { message: "Kindly furnish me with the location of your chambers.", intent: "address" },
  { message: "hw do i get 2 ur office from lumley", intent: "address" },

  // ── phone ──
  { message: "phone number pls", intent: "phone" },
  { message: "can I call you", intent: "phone" },
  { message: "wetin na una number", intent: "phone" },
  { message: "what number can i whatsapp", intent: "phone" },
  { message: "Do you have a telephone line on which I can reach you?", intent: "phone" },
  { message: "ur fone nomba", intent: "phone" },
  { message: "can i ring the office from abroad, which number", intent: "phone" },

  // ── email ──
  { message: "email address?", intent: "email" },
  { message: "what's your email, I want to send some documents", intent: "email" },
  { message: "una email", intent: "email" },
  { message: "I would like to send a letter by email. To which address should it go?", intent: "email" },
  { message: "where do i send an email to the firm", intent: "email" },

  // ── contact ──
  { message: "how can I contact you", intent: "contact" },
  { message: "how do I reach the firm", intent: "contact" },
  { message: "contact details", intent: "contact" },
  { message: "how to get in touch wit una", intent: "contact" },
  { message: "Dear Sir, please provide your contact information.", intent: "contact" },

  // ── team ──
  { message: "who are your lawyers", intent: "team" },
  { message: "list of attorneys", intent: "team" },
  { message: "how many lawyers work there", intent: "team" },
  { message: "who are the lawyers in the firm and what does each one do", intent: "team" },
  { message: "una get woman lawyer dem?", intent: "team" },
  { message: "who's on your team", intent: "team" },
  { message: "Please tell me about your attorneys and their experience.", intent: "team" },
  { message: "who works at Kamara Chambers", intent: "team" },
  { message: "names of ur lawyers", intent: "team" },
  { message: "who is the head of the firm", intent: "team" },

  // ── greeting ──
  { message: "hello", intent: "greeting" },
  { message: "kushe o", intent: "greeting" },
  { message: "good morning sir", intent: "greeting" },
  { message: "hi there", intent: "greeting" },
  { message: "gud evening", intent: "greeting" },
  { message: "hey", intent: "greeting" },

  // ── thanks ──
  { message: "thank you very much", intent: "thanks" },
  { message: "tenki ya", intent: "thanks" },
  { message: "thanks a lot that helps", intent: "thanks" },
  { message: "tnx", intent: "thanks" },

  // ── goodbye ──
  { message: "ok bye", intent: "goodbye" },
  { message: "thanks, bye for now", intent: "goodbye" },
  { message: "see you later", intent: "goodbye" },
  { message: "a de go, bye bye", intent: "goodbye" },

  // ── knowledge ──
  { message: "how much is a consultation", intent: "knowledge:Fees" },
  { message: "wetin na una price for see lawyer", intent: "knowledge:Fees" },
  { message: "can I pay in instalments", intent: "knowledge:Fees" },
  { message: "do you offer free legal aid, I don't have money", intent: "knowledge:Fees" },
  { message: "Kindly indicate your consultation fee.", intent: "knowledge:Fees" },
  { message: "hw mch 4 lawyer", intent: "knowledge:Fees" },
  { message: "do your lawyers speak Krio", intent: "knowledge:Languages spoken" },
  { message: "una sabi Temne?", intent: "knowledge:Languages spoken" },
  { message: "I only speak French, is there an interpreter", intent: "knowledge:Languages spoken" },
  { message: "anyone speak Mende there? my mother does not speak English", intent: "knowledge:Languages spoken" },
  { message: "is there parking near your office", intent: "knowledge:Parking" },
  { message: "where can I park my car when I come", intent: "knowledge:Parking" },
  { message: "parking?", intent: "knowledge:Parking" },
  { message: "what documents should I bring to the meeting", intent: "knowledge:What to bring" },
  { message: "wetin a for bring wen a kam", intent: "knowledge:What to bring" },
  { message: "do I need to bring my land papers to the consultation", intent: "knowledge:What to bring" },

  // ── attorney ──
  { message: "Is Fatmata Kamara still working there?", intent: "attorney:Fatmata Kamara" },
  { message: "Tell me about Mohamed Conteh", intent: "attorney:Mohamed Conteh" },
  { message: "who is Isatu Bangura", intent: "attorney:Isatu Bangura" },
  { message: "Christiana Thomas, is she the employment lawyer?", intent: "attorney:Christiana Thomas" },
  { message: "abeg, Hawa Turay dey?", intent: "attorney:Hawa Turay" },

  // ── services ──
  { message: "what kind of cases do you handle", intent: "services" },
  { message: "una dey do which kain case dem?", intent: "services" },

  // ── unknown ──
  { message: "??", intent: "unknown" },
  { message: "hmm ok so", intent: "unknown" },
  { message: "i have a question", intent: "unknown" },
];
