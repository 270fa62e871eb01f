import type { LabelledMessage } from "@/lib/chat/examples/labelled-message";

// Court papers and court staff (summonses, writs, evictions, bailiffs, clerks, sheriffs); writers: Dove Cot Krio market trader, Makeni okada rider in SMS shorthand, retired civil servant writing formal letters, London diaspora nurse, Bo shopkeeper voice-typing, Kambia trader mixing French, FBC student, wharf fish seller in dropped-vowel fragments
export const EIGHTIETH_TEST_SET: LabelledMessage[] = [
  { message: "Hello good afternoon", intent: "greeting" },
  {
    message:
      "Good day. A court bailiff came to my shop at Kissy Road this morning and pasted an eviction order on the door. The landlord says I owe 8 months rent but I paid him some in cash. I need a lawyer to help me with this eviction matter please.",
    intent: "area:land",
  },
  { message: "dem don tek my broda from court today, judge say contempt and dem put am na di cell under di court. abeg help", intent: "urgent" },
  { message: "Which basketball court in Freetown can we hire for a tournament on Saturday?", intent: "off-topic" },
  { message: "if i miss my court date on monday because i am sick, will the judge give the case to the other side?", intent: "legal-question" },
  { message: "Una de open Saturday? I get court paper I wan show una but I de work Monday to Friday", intent: "hours" },
  {
    message:
      "The man who took me to court is outside my gate with two boys, shouting that he will kill me before the hearing. I am inside with my children and I am scared.",
    intent: "safety",
  },
  {
    message:
      "Dear Sir, my company, a small printing business registered in 2019, has been served with a writ of summons from the bank over an overdraft facility. We dispute the amount claimed. Kindly advise whether your firm can represent the company.",
    intent: "area:business",
  },
  {
    message: "I got a summons from Magistrate Court 2 saying I should appear for obtaining money by false pretence. I didnt do it. Need a lawyer to defend me",
    intent: "area:criminal",
  },
  { message: "how much is a black suit in Freetown? i need to look good for my court date", intent: "off-topic" },
  { message: "How many lawyers una get for that office?", intent: "team" },
  {
    message:
      "Police came with a bench warrant and took my husband from the house just now. They say he missed court. They are driving him to Central police. Please what do we do",
    intent: "urgent",
  },
  {
    message:
      "Our vessel has been arrested at Queen Elizabeth II Quay by order of the High Court, the marshal put the papers on the ship this morning. The owner is abroad. We need a lawyer who handles ship matters.",
    intent: "area:shipping",
  },
  { message: "ok tenki plenty", intent: "thanks" },
  {
    message:
      "my former employer sued me in court saying I broke my contract by going to work for another company. I got the papers last week. can una help me fight it",
    intent: "area:contract",
  },
  {
    message: "Is it legal for the court clerk to ask me for 200,000 Leones before he will give me a hearing date? He says na for 'file moving'.",
    intent: "legal-question",
  },
  { message: "how much una de charge for lawyer to go court with me one time?", intent: "knowledge:Fees" },
  {
    message: "The judge told us to go and try mediation before the next hearing. The other party agrees. Do you people do mediation for business disputes?",
    intent: "area:arbitration",
  },
  { message: "wat tym d Makeni to Freetown bus leave in d morning, i hav court 10am", intent: "off-topic" },
  { message: "Court messenger and 2 police at our door now, dem de drag my mama go inside motor, say she no pay judgment. Abeg", intent: "urgent" },
  {
    message:
      "My wife filed divorce and the court bailiff brought me the petition at my work place. I want a lawyer to respond for me, I don't want to lose my children.",
    intent: "area:family",
  },
  { message: "the landlord boys dem de beat my papa now now for di compound, dem say di court don give dem di house. abeg", intent: "safety" },
  { message: "Please what is your WhatsApp number? I want to send the summons picture", intent: "phone" },
  {
    message:
      "We got court summons about our family land in Waterloo. My uncle's children say the land is theirs and they went to court. We have the old papers from my grandfather. Need help",
    intent: "area:land",
  },
  { message: "court", intent: "unknown" },
  { message: "Can I get appointment with a lawyer this Thursday morning? I was served a writ and I have 14 days to answer.", intent: "booking" },
  {
    message: "The bailiff came to seize goods for my brother's debt but the fridge and TV are mine, not his. Can they take my things for his case?",
    intent: "legal-question",
  },
  { message: "Wetin una de do? Una de handle court case dem?", intent: "services" },
  { message: "Any vacancy for court clerk or bailiff job? I finish WASSCE last year", intent: "off-topic" },
  {
    message:
      "Police gave me an invitation and now there is a charge sheet and I'm to appear at Pademba Road magistrate next week for assault. I am on police bail. I want a criminal lawyer to stand for me",
    intent: "area:criminal",
  },
  {
    message: "My son was remanded at Pademba Road prison since yesterday after the magistrate refused bail. He is only 19. Please help us get him out",
    intent: "urgent",
  },
  { message: "What time do you close today? I'm coming from the court registry", intent: "hours" },
  { message: "Our shareholders dispute don reach High Court. One partner filed to remove me as director. I need business lawyer", intent: "area:business" },
  { message: "Wat is ur email so i can send scan of d court papers", intent: "email" },
  {
    message:
      "A supplier I owe for cement took me to court and now bailiffs want to seize my goods. I want to negotiate a payment plan with him, can your contract lawyer handle this?",
    intent: "area:contract",
  },
  { message: "Good morning una", intent: "greeting" },
  {
    message: "I was served while I was in Guinea, they pasted the paper on my door. Is the judgment they gave against me valid if I never saw the summons?",
    intent: "legal-question",
  },
  {
    message:
      "Bonjour, my container of rice is held at the port and the shipping line has sued us in Freetown court for demurrage. We are importers from Conakry. We need a lawyer for this cargo case.",
    intent: "area:shipping",
  },
  { message: "Do you have a female lawyer? I prefer talk to a woman about my case", intent: "team" },
  {
    message:
      "Sheriffs came this morning with police, they took my husband in their vehicle because they said he resisted. Now he is held at Kissy police station. What can we do now?",
    intent: "urgent",
  },
  { message: "I am hiding at my friend's place. The man I owe money sent area boys to find me, they said they will cut me. I can't go home", intent: "safety" },
  {
    message: "We have an arbitration award against a company in Bo but they refuse to pay. I need a lawyer to enforce the award through the court.",
    intent: "area:arbitration",
  },
  { message: "Una lawyer dem sabi talk Mende? My mama no sabi English and na she get di court case", intent: "knowledge:Languages spoken" },
  {
    message:
      "Dear Sir/Madam, I would like to schedule a consultation regarding a default judgment entered against me in my absence. I am available any afternoon next week. Kindly advise.",
    intent: "booking",
  },
  { message: "court messenger bring paper say my baby papa want custody of our girl. i nor wan give am. i need family lawyer", intent: "area:family" },
  { message: "my phone fall when dem call my name for court, screen don brok. where dem de fix screen cheap for Freetown?", intent: "off-topic" },
  { message: "Does the bailiff have the right to break my door when I'm not home to take my things?", intent: "legal-question" },
  { message: "How can I reach una? Phone, email, anything. I get court paper", intent: "contact" },
  { message: "they dey hold my uncle for court cell since yesterday afternoon because he no pay fine, no food. abeg help", intent: "urgent" },
  {
    message:
      "The sheriff came with an order to demolish part of my house saying it crossed my neighbour's boundary. I don't agree with the survey. I need a land lawyer",
    intent: "area:land",
  },
  {
    message:
      "bench warrant don comot for me because i miss court for my case of theft. I never go station yet. Abeg una fit help me go back to court properly?",
    intent: "area:criminal",
  },
  { message: "Thank you very much for the information, God bless", intent: "thanks" },
  { message: "Can you write me a short poem about justice for my school assembly", intent: "off-topic" },
  { message: "I'd like to come in and talk to a lawyer about a judgment I don't understand. Can I see someone Friday at 11?", intent: "booking" },
  {
    message: "A creditor got a court order to freeze our company bank account. Salaries can't be paid. We need a commercial lawyer to challenge the order.",
    intent: "area:business",
  },
  {
    message: "After the court gave me the judgment against my brothers, they said they will burn my house tonight. They are drinking outside now. I am afraid",
    intent: "safety",
  },
  { message: "r u open on sunday", intent: "hours" },
  { message: "Default judgment was given against me 3 months ago. Is it too late to set it aside or I have to pay?", intent: "legal-question" },
  {
    message:
      "Dear Counsel, I am a crew member on a fishing vessel. The owners have not paid us for 5 months and we want to go to court to arrest the vessel for our wages. Does your firm handle such maritime claims?",
    intent: "area:shipping",
  },
  { message: "SLP dem tek my wife from market say court order, dem don carry am go Eastern Police. She never see any summons", intent: "urgent" },
  { message: "What kind of cases do you people take? I'm new to Freetown", intent: "services" },
  { message: "How do I charge my phone at the court building, is there socket?", intent: "off-topic" },
  {
    message:
      "I was sacked without notice and my company refused my end of service benefits. I want to file a case against them. Is this something your firm handles?",
    intent: "area:contract",
  },
  {
    message: "Our contract says disputes go to arbitration but the other side filed a writ in the High Court. We want to insist on arbitration. Can you help?",
    intent: "area:arbitration",
  },
  { message: "pls i wan mit lawyer 2moro, i get summons", intent: "booking" },
  { message: "Is Ibrahim Jalloh still practising there? My cousin said he handled his bail case well", intent: "attorney:Ibrahim Jalloh" },
  {
    message: "My late father left a will and my stepmother has gone to probate court to challenge it. We got a notice to appear. We need help with this",
    intent: "area:family",
  },
  {
    message: "The eviction order say I get 7 days but the landlord de bring bailiff tomorrow, day 3. Can they throw me out before the 7 days finish?",
    intent: "legal-question",
  },
  {
    message:
      "Please they have just taken my brother from the courtroom in handcuffs, the judge said he lied. Where will they keep him? We need a lawyer there now",
    intent: "urgent",
  },
  { message: "i get problem abeg", intent: "unknown" },
  { message: "Kindly provide your telephone number. I would like to call about a summons.", intent: "phone" },
  { message: "Where is the food court in Freetown mall? I want to eat after my case", intent: "off-topic" },
  {
    message:
      "My husband beat me last night after I showed him the maintenance summons. He is saying if I go to court he will finish me. I am at my sister's house now but he knows where she lives",
    intent: "safety",
  },
  {
    message: "My trial for the fraud case start next month at High Court and my lawyer has travelled. I need a new lawyer to take over my defence",
    intent: "area:criminal",
  },
  { message: "Hi", intent: "greeting" },
  { message: "Who are the lawyers in your firm? Any of them handle court matters?", intent: "team" },
  {
    message: "Landlord sent me a quit notice and now writ for possession. I want a lawyer to help me with the tenancy case. I've been in the house 11 years",
    intent: "area:land",
  },
  { message: "I will drive from Lumley, can I park near your office?", intent: "knowledge:Parking" },
  { message: "Can I pay the lawyer fees small small? I am a trader and the court case is sudden", intent: "knowledge:Fees" },
  {
    message: "Papa is in the court cell now, the clerk says he cannot go home till someone pays the fine. We don't have it. He's been there since 9",
    intent: "urgent",
  },
  { message: "Summons came by WhatsApp from the plaintiff lawyer. Is that legal service or do they have to bring the paper?", intent: "legal-question" },
  {
    message: "Bailiffs came with some thugs to throw us out and one of them is holding my son by the neck outside now. No police here. Please",
    intent: "safety",
  },
  { message: "Best recipe for cassava leaf please, I'm cooking for the court staff end of year party", intent: "off-topic" },
  {
    message: "Una de help with company matters? A investor we bring in don sue us in commercial court say we no give am share certificates",
    intent: "area:business",
  },
  { message: "Could you share your email address? I want to forward the judgment to you from London", intent: "email" },
  {
    message:
      "Customs and the port have held our goods at the Quay, and now there is a court case about the cargo. The insurer is also involved. Need a lawyer for cargo claim",
    intent: "area:shipping",
  },
  {
    message: "Good afternoon. My court date is on the 14th. I want to book a consultation before that with one of your lawyers. What days are available?",
    intent: "booking",
  },
  {
    message: "I signed a contract to supply fuel to a mining company, they refused to pay and now I want to sue them. I need a lawyer to enforce the agreement",
    intent: "area:contract",
  },
  { message: "dem de stone our house now, since dem hear say court give we di lan, plenty people outside. we lock insai", intent: "safety" },
  { message: "Where exactly is your office? Siaka Stevens street near which building?", intent: "address" },
  { message: "who win di match yesterday, East End Lions vs Kallon?", intent: "off-topic" },
  {
    message:
      "Military people took my husband from our house last night after he won a court case against their officer. They are keeping him at Wilberforce barracks. Nobody can see him.",
    intent: "urgent",
  },
  {
    message: "Can your firm be mediators in our family business dispute instead of going to court? We prefer to settle out of court.",
    intent: "area:arbitration",
  },
  { message: "What are all the ways to contact your firm? I'm in Kenema and can't come to Freetown easily", intent: "contact" },
  { message: "Are you open during lunch time? I can only come 1pm after my work", intent: "hours" },
  { message: "Parlez-vous français? Je suis guinéen et j'ai reçu une convocation du tribunal à Freetown", intent: "knowledge:Languages spoken" },
  { message: "Do you only do court cases or do you also do papers like agreements and documents?", intent: "services" },
  { message: "Abeg book me for see una land lawyer, di eviction paper dem gi me", intent: "booking" },
  {
    message:
      "Dear Madam, I live in Manchester. My ex husband in Freetown has filed for custody of our son and I was served through my sister. I need a family lawyer to represent me there.",
    intent: "area:family",
  },
  { message: "When I come for the meeting, must I bring the original summons or a photocopy is ok?", intent: "knowledge:What to bring" },
  { message: "ok bye for now", intent: "goodbye" },
  { message: "Wetin be di weather for Freetown tomorrow? Rain go fall? I get court", intent: "off-topic" },
  { message: "my broda dem don lock am up na CID since yesterday mornin, dem say na court warrant. dem no gree mek we see am", intent: "urgent" },
  {
    message:
      "Good day. I run a small construction outfit in Bo. A client refused to pay the balance on a building contract and I have now been served with a counterclaim saying my work was poor. I need help handling this contract dispute in court.",
    intent: "area:contract",
  },
  { message: "If I lose the case, can they put me in prison for a debt of 15 million? The judgment says I must pay in 30 days", intent: "legal-question" },
  { message: "Salaam aleikum", intent: "greeting" },
  {
    message:
      "Ministry of Lands people and a court bailiff came and marked our house with red X, saying the land belong to government by court judgment. We have our conveyance. Need land lawyer pls",
    intent: "area:land",
  },
  { message: "Di pipul dem wey we win na court don cam wit stick dem, dem de knack we door, say dem go wound me. Abeg wetin I go do", intent: "safety" },
  {
    message:
      "Court summon me for maintenance of my 2 children. I want to pay but the amount she is asking is too much. I need a lawyer to stand for me in the family court",
    intent: "area:family",
  },
  { message: "Please can I have an appointment with the criminal lawyer Monday? I have a hearing on Wednesday", intent: "booking" },
  { message: "Hw do I make my CV for a job as court registry clerk? Pls write it 4 me", intent: "off-topic" },
  { message: "Are you open on public holidays like Independence Day? My hearing was moved and I'm free that day", intent: "hours" },
  { message: "are all ur lawyers men or u get woman lawyer dem", intent: "team" },
  {
    message:
      "The court ordered my cousin to be taken to Pademba Road after sentencing this afternoon. We want to appeal and get him out on bail. He is there now.",
    intent: "urgent",
  },
  {
    message:
      "Pls my shop company is registered as limited. Court send paper say dem de wind up di company because we owe tax. Una de handle dis kind business matter?",
    intent: "area:business",
  },
  {
    message: "Mi pikin get case na juvenile court for fight for school. Dem say make we cam wit lawyer. Una de handle dat kind case?",
    intent: "area:criminal",
  },
  { message: "number to call pls", intent: "phone" },
  {
    message: "The court clerk told me to give him money so my file will not 'get lost'. If I refuse, can he really make my case disappear?",
    intent: "legal-question",
  },
  {
    message:
      "We chartered a vessel to carry iron ore, the owners filed a claim against us in court for breach of the charter party. Looking for a firm that handles shipping litigation in Freetown.",
    intent: "area:shipping",
  },
  {
    message:
      "The other company won arbitration against us in London and now they are trying to enforce the award in Sierra Leone court. We need lawyers who know arbitration awards.",
    intent: "area:arbitration",
  },
  { message: "Is there a tennis court near Hill Station I can use on weekends?", intent: "off-topic" },
  { message: "Police come house now with paper from court, dem de put handcuff pan my papa. Dem say dem de carry am go Congo Cross station", intent: "urgent" },
  {
    message:
      "My ex boyfriend has been threatening me with texts since I took him to court for our child. Today he came to my workplace with a knife. I ran and I'm hiding in the toilet of a shop.",
    intent: "safety",
  },
  { message: "tanks bro", intent: "thanks" },
  {
    message:
      "Ma société a signé un contrat de fourniture avec une entreprise à Freetown. They stopped payment and now they are taking us to court saying we delivered late. We need a contract lawyer.",
    intent: "area:contract",
  },
  {
    message:
      "I was charged for unlawful possession and my case keeps being adjourned for 8 months. I'm on bail. I want a new lawyer to push the matter and defend me.",
    intent: "area:criminal",
  },
  { message: "email address for the firm please", intent: "email" },
  { message: "They served the summons on my 12 year old daughter when I wasn't home. Does that count as me being served?", intent: "legal-question" },
  { message: "what is the exchange rate for pound to leones today, I want send money for my brother's court fees", intent: "off-topic" },
  { message: "Besides court cases, what other legal services does Kamara & Associates provide?", intent: "services" },
  {
    message:
      "They have held my daughter at Lumley police since Friday because of a court warrant in her name. Today is Sunday. She has asthma and they won't release her.",
    intent: "urgent",
  },
  {
    message: "I bought land in Tokeh and paid fully but now I received a writ from a man who says he is the real owner. I need a lawyer to defend my title.",
    intent: "area:land",
  },
  { message: "Is there a car park at your office or I should take keke?", intent: "knowledge:Parking" },
  {
    message:
      "Dear Sirs, I am the managing director of a microfinance company. We have several borrowers who owe us and we wish to commence recovery proceedings in court. Does your business department handle banking debt recovery?",
    intent: "area:business",
  },
  { message: "pls", intent: "unknown" },
  { message: "I want to set a meeting with a lawyer to explain my judgment paper to me. I can come Tuesday. Is 10am free?", intent: "booking" },
  { message: "Which shop in Freetown sells black court shoes for women? Size 39", intent: "off-topic" },
  { message: "Can the sheriff sell my car at auction while I have filed an appeal? The judgment is only 6 weeks old.", intent: "legal-question" },
  {
    message:
      "My husband is the one who served me divorce papers and now he comes every night drunk and hits me. Last night he broke my arm. I am afraid to stay in the house.",
    intent: "safety",
  },
  { message: "alright, bye bye", intent: "goodbye" },
  {
    message:
      "After my husband died his brothers took us to court saying the house is their family property and they got an order. I have 4 children. I need help with the inheritance case",
    intent: "area:family",
  },
  { message: "How do I get to your office from Congo Cross by poda poda?", intent: "address" },
  { message: "What are your office hours?", intent: "hours" },
  { message: "Mi man dem don hol am since yesterday na Waterloo station. Dem say na di court people dem send dem. Abeg una cam", intent: "urgent" },
  {
    message:
      "Our fishing boat was seized by court order at King Jimmy after a dispute with the buyer of our catch. The boat is our livelihood. Can your shipping lawyer help get it released?",
    intent: "area:shipping",
  },
  { message: "Pls come quick, court bailiff and police don grab my son and dem de push am inside di van, dem say na for contempt", intent: "urgent" },
  {
    message:
      "We prefer to settle out of court. The builder and I both want a neutral person to decide our dispute instead of the judge. Can your firm arrange arbitration?",
    intent: "area:arbitration",
  },
  { message: "How can I get in touch with you? I'm in the UK and my mother was served court papers in Freetown", intent: "contact" },
  { message: "Judge give judgment say I must pay but I no understand. Does it mean they can take my house or only my money?", intent: "legal-question" },
  { message: "Pls which pharmacy sell good medicine for high blood pressure, my BP don go up since dis court case", intent: "off-topic" },
  {
    message: "my husband just called me from the court building, they arrested him after the case and are putting him in the prison bus to Pademba now",
    intent: "urgent",
  },
  {
    message: "Police invited me to CID for questioning about a land fraud and gave me a date to report. I haven't gone yet. I want a lawyer to go with me.",
    intent: "area:criminal",
  },
  { message: "What documents should I carry to the meeting? I have the writ, the receipt for rent, and my ID", intent: "knowledge:What to bring" },
  {
    message:
      "Good evening, I want to adopt my late sister's son. The court asked us for many papers and a social worker report. We need a lawyer to help with the adoption case",
    intent: "area:family",
  },
  { message: "How many of your lawyers are partners?", intent: "team" },
  { message: "I'd like to book a call with a lawyer. I'm in Accra. My brother got an eviction order on our family house in Freetown.", intent: "booking" },
  { message: "Abeg help my pikin wit en maths homework, 345 divide by 15", intent: "off-topic" },
  { message: "I paid half the judgment debt but the creditor still sent bailiff. Is that allowed when I'm paying?", intent: "legal-question" },
  {
    message:
      "Some men are following me since I left the court today, they were with the man I testified against. They are outside the shop where I am hiding now.",
    intent: "safety",
  },
  { message: "I want to go to court to get my salary from my former employer who owes me 6 months. Can una help me?", intent: "area:contract" },
  { message: "Do you work on Friday afternoon or do you close early for Jumu'ah prayers?", intent: "hours" },
  {
    message: "Pls help. A court injunction was served on us to stop building on our plot at Hastings because someone claims boundary. We have survey plan.",
    intent: "area:land",
  },
  { message: "Thank you, that is very helpful.", intent: "thanks" },
  { message: "Is Mr Mohamed Conteh available? I was told he handles land cases and I have an eviction order", intent: "attorney:Mohamed Conteh" },
  { message: "The magistrate has sent our case for ADR. We were told to find a mediator. Does your firm do mediation?", intent: "area:arbitration" },
  { message: "I need a Krio song for my friend's celebration, she just won her court case", intent: "off-topic" },
  { message: "Judge refuse bail for my wife and dem carry am go female prison now now. She de breastfeed. Abeg help", intent: "urgent" },
  { message: "Could I have the email where I can send documents for the consultation?", intent: "email" },
  { message: "Wat is ur phone numba and u on whatsapp?", intent: "phone" },
  { message: "I finish work 5.30, will anybody be at the office after 5?", intent: "hours" },
  { message: "My lawyer never told me about the hearing, I missed it and they struck out my case. Can I bring it back?", intent: "legal-question" },
  {
    message: "Can I schedule a Zoom or WhatsApp video meeting with a lawyer? I live in Maryland, USA and I was named in a case in Freetown.",
    intent: "booking",
  },
  {
    message: "Court documents say our company's former director is suing for his shares. We need a lawyer to defend the company and sort out the shareholding.",
    intent: "area:business",
  },
  { message: "Una de do all kind of law work or na only some?", intent: "services" },
  { message: "How much is the fare from Kenema to Freetown by bus now?", intent: "off-topic" },
  { message: "abeg di bailiff dem wey come pan we and some boys dem don start fo beat my brother wit stick, blood de comot, police no de", intent: "safety" },
  {
    message: "Hello, I want to come to the office with my husband to discuss the summons we received. Can we meet a lawyer Wednesday afternoon?",
    intent: "booking",
  },
  {
    message:
      "Dear Sir, I am a secondary school teacher and I have been summoned to appear before the Magistrate Court on a charge of assault after a student's parent complained. I am innocent and wish to retain your services for my defence.",
    intent: "area:criminal",
  },
  { message: "ok I go cam back later. bye", intent: "goodbye" },
  {
    message:
      "My brother is locked at the Kissy court holding room since morning, police say they will carry him to prison tonight. We didn't even know he had a case.",
    intent: "urgent",
  },
  { message: "Do you have parking space for visitors? My husband will drive me", intent: "knowledge:Parking" },
  {
    message:
      "We are tenants, the house was sold and new owner got eviction order without us knowing the case. Bailiffs coming Friday. We need lawyer for the house matter.",
    intent: "area:land",
  },
  { message: "Wetin na una consultation fee? Me na poor woman, una get legal aid?", intent: "knowledge:Fees" },
  { message: "Hello there, good evening", intent: "greeting" },
  { message: "Where can I print and photocopy documents near the Law Courts building?", intent: "off-topic" },
  { message: "If the bailiff takes my goods, how long before they can sell them? Do I get a chance to pay first?", intent: "legal-question" },
  {
    message:
      "Containers of used clothing we imported from UK were damaged in the vessel and the shipping company won't pay. We want to file a cargo claim. Can you help?",
    intent: "area:shipping",
  },
  { message: "Your office is it near the cotton tree or closer to PZ?", intent: "address" },
  {
    message:
      "I got a letter from the High Court about my father's estate. My brother applied for letters of administration and didn't tell us. I want to oppose it, need a lawyer",
    intent: "area:family",
  },
  {
    message: "Dem don arrest my husband na im work place dis morning for court case wey dem say im no attend. Dem de hold am na Tower Hill station",
    intent: "urgent",
  },
  { message: "how una people de take contact? call, whatsapp or email?", intent: "contact" },
  {
    message: "I signed a settlement agreement in court but the other side is not following it. How do I get a lawyer to enforce the agreement?",
    intent: "area:contract",
  },
  { message: "Who are the lawyers there? Give me their names", intent: "team" },
  { message: "Una get lawyer wey sabi Temne? My papa na Port Loko man, e no sabi English good", intent: "knowledge:Languages spoken" },
  { message: "i wan book appointment fo talk wit lawyer bout di court paper, wen una get space dis week?", intent: "booking" },
  {
    message:
      "The landlord's son pushed my mother down and keeps hitting her because she refuses to leave before the court date. He is still here. Please what do I do?",
    intent: "safety",
  },
  {
    message: "Our joint venture partner in Kono breached the agreement and we want to go to arbitration as the contract says. Need lawyer for the arbitration",
    intent: "area:arbitration",
  },
  { message: "Can you tell me the areas of law your firm covers?", intent: "services" },
  {
    message:
      "Port customs officers and a court order are holding our vehicle shipment at the Quay for two weeks now. The clearing agent says it's a legal matter. We need a lawyer for our shipment.",
    intent: "area:shipping",
  },
  { message: "Wetin I go carry come when I de come see di lawyer? Na all di court paper dem?", intent: "knowledge:What to bring" },
  {
    message: "Our company received a garnishee order from the court on our account at Rokel bank. Please, do you handle such banking matters for businesses?",
    intent: "area:business",
  },
  { message: "Good afternoon Kamara & Associates", intent: "greeting" },
  {
    message: "My landlord sent bailiffs but I never got any summons or went to court. Can they evict me with a court order I never knew about?",
    intent: "legal-question",
  },
  { message: "Dem just hold my boss na di shop, court bailiff wit police, dem say im go go prison for di debt. Dem de carry am go now", intent: "urgent" },
  {
    message:
      "Good morning. I'm a freight forwarder. The court has issued an order against our client's cargo at the port because of an unpaid freight dispute with the carrier. We'd like a shipping lawyer to handle this.",
    intent: "area:shipping",
  },
  { message: "How much is a ticket for the basketball at Siaka Stevens stadium this weekend?", intent: "off-topic" },
  {
    message:
      "Employer don take me to industrial court say I break di contract when I resign. Dem want make I pay back training money. Abeg help me wit dis case",
    intent: "area:contract",
  },
  { message: "Hours and address please. I want to bring my summons tomorrow", intent: "hours", also: ["address"] },
  {
    message:
      "I'm the witness in my neighbour's case and last night they threw stones at my window and said I'm next. Now I hear them outside again. I'm scared for my life",
    intent: "safety",
  },
  {
    message:
      "Dear Sir, I was served with a petition for dissolution of marriage while I was in Bo. My wife also wants custody and maintenance. I need a lawyer for the divorce proceedings.",
    intent: "area:family",
  },
  {
    message: "I have a case for fighting at the market and the magistrate issued a summons for me to appear Thursday. I want a lawyer to defend me",
    intent: "area:criminal",
  },
  {
    message: "My nephew was picked up by court messengers and police at his school this morning, they're holding him at Ross Road station. He's 17.",
    intent: "urgent",
  },
  { message: "I lost my phone at the court building today, how can I track it?", intent: "off-topic" },
  { message: "Is it true that if I don't sign the court paper they brought, the case cannot go ahead?", intent: "legal-question" },
  {
    message:
      "We are a Lebanese-owned trading company in Freetown. A former partner has filed suit claiming we owe him profits from the business. We would like a business lawyer to represent the company.",
    intent: "area:business",
  },
  { message: "Could I come in tomorrow to meet a lawyer? I have a hearing date next week and I'm confused about the papers.", intent: "booking" },
  { message: "Di court sey mek we comot pan we granpa lan for Kossoh Town because my uncle dem sell am. Wi wan lawyer fo fight am.", intent: "area:land" },
  { message: "Send me ur contact number pls", intent: "phone" },
  {
    message: "The court gave judgment against my late husband before he died. Can they now come and take the house from me and the children?",
    intent: "legal-question",
  },
  { message: "Recommend a good barber near the Law Courts? I want clean cut before I appear", intent: "off-topic" },
  {
    message: "Two of us traders have a quarrel over goods and the court said try mediation first. Abeg una fit help we settle am outside court?",
    intent: "area:arbitration",
  },
  { message: "Do you have young lawyers or only senior ones?", intent: "team" },
  { message: "sheriff people and soldier dem don tek my papa from di house, dem put am na van. Im old man, im no well", intent: "urgent" },
  {
    message:
      "The family that lost the land case sent boys with machetes to our farm today. My brother is hiding in the bush, they said they will kill him if he comes out.",
    intent: "safety",
  },
  {
    message: "I received a criminal summons for a cheque that bounced. I was told it is a crime here. Please I need lawyer to handle it",
    intent: "area:criminal",
  },
  { message: "is it info@ or consult@ i should send my court papers to?", intent: "email" },
  { message: "Pls top up my phone credit 10k Africell, i go pay u back after court", intent: "off-topic" },
  { message: "Is your firm a general practice or do you specialise?", intent: "services" },
  {
    message:
      "A company I supplied with chairs and tables cancelled the order after I made them, and now refuses to pay. I want to take them to court. Can your lawyers help enforce the supply agreement?",
    intent: "area:contract",
  },
  { message: "I missed my hearing because the court changed the date and nobody told me. Will they issue a warrant for me?", intent: "legal-question" },
  { message: "My ex wife took my son to Guinea even though the court gave me custody. I want the court order enforced. Help pls", intent: "area:family" },
  {
    message: "My sister went to court to answer her case and they held her there. Now they say she will sleep in the cell. She has a small baby at home.",
    intent: "urgent",
  },
  {
    message: "Wi boat wey de carry goods go Bonthe don sink and di owners of di goods dem don sue we. We need lawyer for dis ship matter.",
    intent: "area:shipping",
  },
  { message: "Appreciate it!", intent: "thanks" },
  { message: "Is your office open at 8am? My case is at 9 so I want to pass first", intent: "hours" },
  { message: "Wetin I go cook for my husband wey don cam back from court, im tire", intent: "off-topic" },
  {
    message:
      "A bailiff came and said the house I'm renting will be auctioned due to the landlord's bank debt. I paid 2 years rent in advance. Need help with my lease",
    intent: "area:land",
  },
  { message: "I would like to schedule a consultation with your arbitration lawyer about an award we want to enforce.", intent: "booking" },
  { message: "Can I be sued in Freetown court if I live in Guinea now? The summons came to my old house.", intent: "legal-question" },
  {
    message:
      "Dear Counsel, our company has been ordered by the court to stay proceedings and proceed to arbitration under the contract. We need representation in the arbitration. Kindly advise.",
    intent: "area:arbitration",
  },
  {
    message: "my husband don serve me court paper for divorce and now he de threaten say he go kill me if I talk say di house na mine. he de shout outside now",
    intent: "safety",
  },
  { message: "Hello, I wanted to ask about the thing", intent: "unknown" },
  {
    message: "Our company got a court summons from the Registrar General over late annual returns. We want a business lawyer to sort it out.",
    intent: "area:business",
  },
  { message: "Police don hol my broda na Kenema station since Monday say court warrant. Dem no gri bail am. Abeg", intent: "urgent" },
  { message: "How many km from Freetown to Bo? I must go to the Bo court", intent: "off-topic" },
  { message: "Your firm, how many lawyers work there in total?", intent: "team" },
  {
    message: "My son is accused of rape and the case is at the High Court. He's on bail. We need a strong defence lawyer for the trial.",
    intent: "area:criminal",
  },
  { message: "How much does it cost to get a lawyer to represent me in the magistrate court?", intent: "knowledge:Fees" },
  { message: "I need all your contact details please - phone, email, whatsapp.", intent: "contact" },
  { message: "The judgment says 'costs awarded to the plaintiff'. Does that mean I have to pay their lawyer also?", intent: "legal-question" },
  { message: "Court messenger bring police to my shop, dem don arrest my wife say she na di one wey sign for di loan. Dem de go wit am now", intent: "urgent" },
  {
    message:
      "Good evening. My mum passed and left no will. My stepfather has gone to court to take everything. We are in the US. We need help with the inheritance.",
    intent: "area:family",
  },
  { message: "Which movie is better, A Few Good Men or Twelve Angry Men? court movie night with my friends", intent: "off-topic" },
  { message: "Pls arrange for me to see a lawyer, court paper come say I must answer in 8 days", intent: "booking" },
  { message: "Please send me your office address, I'm coming from Waterloo", intent: "address" },
  {
    message:
      "I'm a contractor, the government ministry won't pay for the road work we did and we want to sue. Does your firm take contract claims against government?",
    intent: "area:contract",
  },
  {
    message: "Bailiff and some men came to throw my things out and they are beating my wife because she refused to open the door. Please they are still here",
    intent: "safety",
  },
  { message: "Wey I go park my car wen I cam una office?", intent: "knowledge:Parking" },
  { message: "Do I need to bring my passport or any ID to the consultation?", intent: "knowledge:What to bring" },
  { message: "how to remove stain from white shirt, i spill palm oil and i get court 2moro", intent: "off-topic" },
  {
    message: "my brother is held at Bo police station since yesterday after the court bailiff complained. They didn't charge him. He's diabetic",
    intent: "urgent",
  },
  {
    message: "The court messenger is asking me to pay him transport money before he serves the other side. Is that normal or is it a bribe?",
    intent: "legal-question",
  },
  {
    message:
      "Our company chartered a vessel to bring fertilizer but it arrived late and the charterer is suing us for damages at the High Court. We want a maritime lawyer.",
    intent: "area:shipping",
  },
  { message: "Is Christiana Thomas still with your firm? A friend said she's very good.", intent: "attorney:Christiana Thomas" },
  { message: "alright, goodnight", intent: "goodbye" },
  {
    message: "Our company's bank called in the loan and a receiver was appointed by court. We need lawyers who understand company and banking matters.",
    intent: "area:business",
  },
  { message: "wat time u open 2moro", intent: "hours" },
  {
    message: "The arbitrator gave award but the other side has gone to court to set it aside. We need a lawyer to defend the award.",
    intent: "area:arbitration",
  },
  { message: "Are your lawyers Sierra Leoneans trained here or abroad?", intent: "team" },
  { message: "Abeg wetin be di price of bag of rice now for Dove Cot?", intent: "off-topic" },
  {
    message: "Anti-Corruption Commission has summoned me to appear about contract money at my office. I want a lawyer to go with me.",
    intent: "area:criminal",
  },
  { message: "Dem de chase me wit cutlass since I comot court, I don run enter church. Dem de outside", intent: "safety" },
  { message: "?", intent: "unknown" },
  {
    message: "Di prison officers dem don carry my pikin from di court straight go Pademba, im case no even finish, no lawyer. Im dey dey now",
    intent: "urgent",
  },
  {
    message: "Do you do home visits? My grandmother is old and she was served an eviction order. Can a lawyer come and meet her at Wellington?",
    intent: "booking",
  },
  {
    message: "Na we get title deed for di house but another man don go court get order say make we comot. Wi nor understand. Need land lawyer",
    intent: "area:land",
  },
  { message: "How long does it take for an appeal to be heard? And will they stop the eviction while the appeal is pending?", intent: "legal-question" },
  { message: "What's your email? I'm a lawyer in Ghana and want to refer a client with a court matter in Freetown", intent: "email" },
  { message: "Give me the number make I call", intent: "phone" },
  { message: "Pls wich network get best data bundle? I wan download di court judgment pdf fast", intent: "off-topic" },
  { message: "Please tell me what services your chambers offer.", intent: "services" },
  { message: "please the CID men came with a court warrant at 6am and carried my husband away, we don't know which station he is in", intent: "urgent" },
  { message: "Di court don gi me pikin papa custody but im no de take care of am. I wan go back court. Abeg help me get lawyer", intent: "area:family" },
  { message: "Ok. Thanks a lot, you've helped me.", intent: "thanks" },
  { message: "Wetin be di best way fo reach una from Kono?", intent: "contact" },
  {
    message:
      "Good day, we are foreign investors in a mining company in Sierra Leone. Our local partner has obtained an injunction from the court blocking our shares. We need corporate counsel.",
    intent: "area:business",
  },
  { message: "Hey", intent: "greeting" },
  {
    message: "Na di woman wey I win court case pan am, im broda dem de wait for me outside my work. Dem say dem go beat me till I die. I no fit comot",
    intent: "safety",
  },
  { message: "Do you charge for the first meeting? I want to know before I come about my summons", intent: "knowledge:Fees" },
  {
    message: "Ship agent sue our company for port charges at QEII Quay say we no pay. We have receipts. We need lawyer for this port matter.",
    intent: "area:shipping",
  },
  { message: "Whr is una office? I de cam from Makeni", intent: "address" },
  { message: "I want to book an appointment for my father who received a writ about his shop. Earliest date please.", intent: "booking" },
  {
    message:
      "The court ordered a survey of the disputed boundary between us and our neighbour in Goderich. We need a land lawyer to represent us at the hearing.",
    intent: "area:land",
  },
  {
    message: "I got a big file of papers from the court and the bank. Should I bring everything to the appointment or only the latest?",
    intent: "knowledge:What to bring",
  },
  {
    message: "My brother was detained at Pademba Road Police since last night because the court says he skipped bail. He didn't know the date changed.",
    intent: "urgent",
  },
  { message: "We got a writ from a supplier but both of us want to talk and settle without trial. We want help with mediation.", intent: "area:arbitration" },
  { message: "Are you closed on Good Friday? I want to come that week", intent: "hours" },
  {
    message: "My employer deducted money from my salary for 6 months and fired me when I complained. I have the payslips. I want to sue them for my money.",
    intent: "area:contract",
  },
  { message: "Do your lawyers speak Fula? My father understands only Fula and he got court papers.", intent: "knowledge:Languages spoken" },
  {
    message: "Could I please meet one of your lawyers this week to go through a judgment I don't understand? I can come any day after 2pm.",
    intent: "booking",
  },
  { message: "I want to know the kind of legal work your office does.", intent: "services" },
  { message: "Gud mornin sa", intent: "greeting" },
  {
    message: "court bailiff call police for me broda because im no gree make dem tek im goods. Now dem don hol am na Kissy station since last night",
    intent: "urgent",
  },
  {
    message: "Di landlord don go court and get eviction order for we wit 5 pikin. Di bailiff say Monday. We want lawyer for help we wit di house case",
    intent: "area:land",
  },
  { message: "Best tailor for kaftan in Freetown? I want to look decent for my court date", intent: "off-topic" },
  {
    message: "The court said I should pay 2 million by instalment but I lost my job. Can they seize my things if I miss one payment?",
    intent: "legal-question",
  },
  {
    message:
      "We signed an agreement with a transport company to carry our produce from Kailahun, they lost half the load and refuse to pay. We want to take them to court. Please assist.",
    intent: "area:contract",
  },
  {
    message:
      "I'm afraid for my life. The man who lost the case against me said he will send people to finish me tonight. He has done it before to someone. I am alone at home.",
    intent: "safety",
  },
  {
    message:
      "I was arrested last month and released on bail, now I have a court date at Magistrate Court 5. I don't have a lawyer yet. Can your criminal team defend me?",
    intent: "area:criminal",
  },
  { message: "Pls i wan make appointment wit lawyer Monday mornin about di court judgment", intent: "booking" },
  { message: "What days are you open?", intent: "hours" },
  {
    message: "Court papers served on our company from a bank saying we guaranteed a loan for our sister company. We need a banking and business lawyer.",
    intent: "area:business",
  },
  { message: "Mi papa don dey Pademba Road prison since yesterday, dem say na civil debt. Im old, im sick. Wetin we go do?", intent: "urgent" },
  { message: "My son needs help with his essay on the history of football in Sierra Leone", intent: "off-topic" },
  {
    message:
      "Dear Madam, I have been served with an application by my late husband's family seeking to be appointed administrators of his estate, excluding me. I wish to oppose this and need representation.",
    intent: "area:family",
  },
  { message: "If the sheriff seize my car for my company debt, can I get it back since the car is in my name not the company?", intent: "legal-question" },
  {
    message:
      "Admiralty marshal arrest we ship for Freetown because of bunker supplier claim. We are the owner in Ghana. We need lawyer in Sierra Leone for this.",
    intent: "area:shipping",
  },
  { message: "Tenki o, God go bless una", intent: "thanks" },
  {
    message: "We want to register and enforce an arbitral award in the Sierra Leone High Court. The award was made in Accra. Please advise if you handle this.",
    intent: "area:arbitration",
  },
  { message: "Una get lawyer dem wey na woman?", intent: "team" },
  {
    message:
      "Please my son was arrested at the court today for contempt because he shouted. They took him down to the cells. He is a student with exams tomorrow.",
    intent: "urgent",
  },
  { message: "Is there volleyball court at Lumley beach?", intent: "off-topic" },
  { message: "Can a court clerk refuse to give me a copy of my judgment unless I pay him something extra?", intent: "legal-question" },
  {
    message: "We have been served summons over family land in Kent. My cousins want to sell it and we don't agree. We need help with the family land case.",
    intent: "area:land",
  },
  { message: "Dem de hit my mama now now because she no gree sign di paper from di court. Na im broda dem. Abeg wetin we go do", intent: "safety" },
  { message: "una WhatsApp number?", intent: "phone" },
  {
    message:
      "Our company's contract with a supplier says they must deliver by June, they didn't and we lost money. Now they have sued us for the payment. We want to counterclaim. Need contract lawyer.",
    intent: "area:contract",
  },
  { message: "Dem charge me for cyber stalking because of Facebook post. Court date next week. I need lawyer bad", intent: "area:criminal" },
  { message: "Email address please", intent: "email" },
  {
    message:
      "My husband is detained by the police at Congo Cross since yesterday. They say court ordered it for a debt. He has not eaten. I need a lawyer there today, what number can I call?",
    intent: "urgent",
    also: ["phone"],
  },
  { message: "How to write a love letter to the girl who works as a court typist lol", intent: "off-topic" },
  { message: "I have a judgment from the court but the other man refuses to pay. Can I go to the police to arrest him?", intent: "legal-question" },
  {
    message: "Good afternoon, I would like to book an appointment to discuss a writ of summons served on me yesterday. Please let me know a suitable date.",
    intent: "booking",
  },
  {
    message: "My husband's family took the children after he died and now they have sent court papers for custody. I want my children back.",
    intent: "area:family",
  },
  { message: "What do you do as a firm?", intent: "services" },
  { message: "Up to what time una de work on Friday?", intent: "hours" },
  {
    message:
      "court messengers and police are in my compound trying to take my brother away because of the land case. He is holding the door, they are pulling him. Please",
    intent: "urgent",
  },
  {
    message: "My landlord came with a gun and said if I don't leave before court gives the date he will shoot me. He left but said he will come back at night.",
    intent: "safety",
  },
  { message: "Abeg una de do arbitration? Me and my business partner wan settle our palava outside court", intent: "area:arbitration" },
  { message: "What is the best hotel in Bo for 2 nights? I'm attending a court case there", intent: "off-topic" },
  { message: "The court says I should vacate in 30 days but I have a lease of 5 years. Can the court do that?", intent: "legal-question" },
  {
    message: "Our company lawyer died and there are three cases against our business in court. We want a firm to take over the company matters.",
    intent: "area:business",
  },
  { message: "Is your office at 12 Siaka Stevens Street still? Which floor?", intent: "address" },
  { message: "Do your lawyers speak Krio? I can't explain my court matter well in English", intent: "knowledge:Languages spoken" },
  { message: "Sheriff men don tek my uncle go Magazine station, say im block dem from sell im house. Since morning. Please help", intent: "urgent" },
  {
    message:
      "I am a cargo owner. The vessel discharged our goods at Queen Elizabeth II Quay but half was missing. The carrier now says we must go to court. We need shipping lawyers.",
    intent: "area:shipping",
  },
  { message: "How do I contact the firm? I'm in Guinea, Conakry.", intent: "contact" },
  {
    message: "My brother got convicted at the Magistrate and sentenced but he is on bail pending appeal. We need a lawyer to handle the appeal.",
    intent: "area:criminal",
  },
  {
    message:
      "Bailiffs came to demolish our shop at Kissy Road saying the government land was given by court to someone else. We have a lease from the Ministry. Need a land lawyer quickly",
    intent: "area:land",
  },
  { message: "My tooth de pain me since I sit for court whole day, which dentist de for Freetown?", intent: "off-topic" },
  { message: "Parking for motorbike? I ride okada come", intent: "knowledge:Parking" },
  { message: "Do I have to pay the bailiff his fees too, on top of the debt? He is asking for 1.5 million for himself.", intent: "legal-question" },
  {
    message: "Di man dem wey lose di case don pour petrol near we house and say tonight dem go light am. We fraid, we dey hide by we neighbour",
    intent: "safety",
  },
  { message: "Can I see a lawyer today? Walk-in possible? My summons says tomorrow.", intent: "booking" },
  { message: "i nor understand anything", intent: "unknown" },
  { message: "Tell me about your lawyers, who does what?", intent: "team" },
  {
    message:
      "I work for an NGO and they terminated my contract without following the terms. I got a letter saying they're taking me to court for the laptop. I want to fight this and claim my benefits.",
    intent: "area:contract",
  },
  {
    message: "They took my mother from the market to the court and now she is in the court cell. The magistrate said she insulted him. She is 60. Please",
    intent: "urgent",
  },
  { message: "See you tomorrow then, bye", intent: "goodbye" },
  { message: "How much for a consultation? And do you accept payment in instalments for the whole case?", intent: "knowledge:Fees" },
  {
    message:
      "We have a partnership dispute with a Chinese company. Our contract says arbitration at the chamber of commerce. Can you represent us in the arbitration?",
    intent: "area:arbitration",
  },
  { message: "What's the best way to learn to type fast? I want to work as a court typist", intent: "off-topic" },
  { message: "court send me paper say my wife want share of property after divorce. I need family lawyer for the property settlement", intent: "area:family" },
  { message: "The judgment paper says 'dismissed with costs' but I don't understand what it means for me. Do I still owe anything?", intent: "legal-question" },
  { message: "Does Fatmata Kamara handle cases herself or only the junior lawyers?", intent: "attorney:Fatmata Kamara" },
  { message: "U guys open at wat time in the mornin?", intent: "hours" },
  { message: "For the appointment, do I need to carry the eviction notice and my tenancy agreement?", intent: "knowledge:What to bring" },
  {
    message: "My son was taken from his school by men saying they're court officials and police, now he's at a station in Wellington. They won't say why.",
    intent: "urgent",
  },
  {
    message: "The bailiff's boys are outside my door with sticks and told me if I come out they will beat me. I'm inside with my kids, no police around.",
    intent: "safety",
  },
  { message: "Abeg una fit defend me? Dem say I for go court for tif generator. I nor tif am.", intent: "area:criminal" },
  { message: "Are you a full-service law firm?", intent: "services" },
  {
    message:
      "The port authority detained our cargo of cement and we were served with a court order claiming storage fees. Need legal help with the port dispute.",
    intent: "area:shipping",
  },
  { message: "Which one fine pass, Orange Money or Afrimoney, for sending money?", intent: "off-topic" },
  { message: "The writ says I have 8 days to enter appearance. Does that count weekends?", intent: "legal-question" },
  {
    message:
      "Dear Sirs, our company has received a statutory demand and petition for winding up from a creditor. We would like advice and representation from your corporate department.",
    intent: "area:business",
  },
  { message: "Mi wan call una. Wetin na di phone number?", intent: "phone" },
  { message: "What's the quickest way to reach your lawyers? Email or phone?", intent: "contact" },
  { message: "how to get to your office from Lumley?", intent: "address" },
  { message: "Una get lawyer wey sabi Limba?", intent: "knowledge:Languages spoken" },
  { message: "Evening", intent: "greeting" },
  { message: "Is there safe parking close by? My car was broken into last time I went to court", intent: "knowledge:Parking" },
  {
    message: "Dem hol my wife na Bo court holding cell since morning, dem say she go prison for di case. She nor get lawyer. Abeg send somebody",
    intent: "urgent",
  },
  { message: "Can I schedule a phone consultation for Tuesday? I'm in London and my father was served with a judgment.", intent: "booking" },
  { message: "which phone charger good for tecno? mine spoil for court waiting room", intent: "off-topic" },
  { message: "Some men came from the people who sued us. They are hitting my husband in front of the house right now. Please what do I do", intent: "safety" },
  {
    message:
      "Court papers came from my brothers who want to stop the sale of our late mother's house. I am executor of her will. Need help with the probate matter.",
    intent: "area:family",
  },
  {
    message: "Pls we are 3 partners in a business registered with OARG. One partner went to court to block us from the bank account. Need business lawyer.",
    intent: "area:business",
  },
  { message: "ok thanks for ur help", intent: "thanks" },
  { message: "Abeg I wan see lawyer bout di summons. When I fit cam? Una de open Saturday?", intent: "booking", also: ["hours"] },
  {
    message: "A ship hit our wharf pier and the owners are denying it. We want to take them to court. Please do you handle ship collision claims?",
    intent: "area:shipping",
  },
  {
    message:
      "Dear Sir, I was served with an originating summons concerning the title to my land at Regent. The plaintiff claims a prior conveyance. I seek your firm's assistance.",
    intent: "area:land",
  },
  { message: "the police who came with the court paper have put my father in their pickup, they are leaving now, I'm running after them", intent: "urgent" },
  { message: "Can you recommend a good church in Freetown? I need prayers for my court case", intent: "off-topic" },
  { message: "Una dey open today? Na holiday?", intent: "hours" },
  {
    message: "I'm a contractor, the client refused to pay and our contract has an arbitration clause. I want to start arbitration instead of suing.",
    intent: "area:arbitration",
  },
  {
    message: "Pls help me review the settlement agreement the other side's lawyer sent before the court date, I don't want to sign something bad.",
    intent: "area:contract",
  },
  { message: "How many female lawyers do you have?", intent: "team" },
  { message: "What can your firm help me with?", intent: "services" },
  { message: "Bye", intent: "goodbye" },
  { message: "I would like to arrange a meeting with a lawyer to review a settlement offer we received in court.", intent: "booking" },
];
