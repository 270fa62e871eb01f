import type { LabelledMessage } from "./labelled-message";

// Thirty-eighth development set, weighted to police detentions, criminal matters, danger and police-related questions. Writers: Mariama, 34, a market trader in Kenema who types Krio on a cheap Android; Alhaji Bockarie, 61, a retired civil servant in Bo who writes formal letters; JK, 19, a Fourah Bay College student in SMS shorthand; Fatu, 27, a nurse in Makeni writing clear, anxious English; Samuel, 45, an okada riders' chairman in Kissy who writes heavy Krio; Aminata, 38, in London and Maryland, sending long stories about family at home; Ibrahim, 52, a businessman between Port Loko and Lungi in brisk business English; Kadiatu, 23, a hairdresser in Waterloo with a cracked screen, dropped vowels and typos.

export const DEVELOPMENT_THIRTY_EIGHTH: LabelledMessage[] = [
  { message: "Thanks, that helps.", intent: "thanks" },
  { message: "Set up meeting pls", intent: "booking" },
  { message: "Aw di bɔdi?", intent: "greeting" },
  { message: "polis de na mi shap naw naw, dem se dem de kech mi, a de insay di bak rum. wetin a fo du", intent: "urgent" },
  {
    message: "Someone has been following me from work every day for a week, today he was standing outside my house at Hill Station. I'm afraid.",
    intent: "safety",
  },
  { message: "pls hlp my bf arested at lumley police stn 2day he nt done nothn", intent: "urgent" },
  { message: "A group of boys from a clique attacked my son at Kroo Bay and said they will come back for him tonight", intent: "safety" },
  { message: "Do you do private prosecutions? The police refused to charge the man who attacked my daughter last year.", intent: "area:criminal" },
  { message: "Police just took my husband from our house in Wellington, they didn't say why. Please what do I do??", intent: "urgent" },
  { message: "Can I be arrested for something my brother did? The police keep coming to the house asking for him.", intent: "legal-question" },
  { message: "Best CCTV camera brand for a small shop?", intent: "off-topic" },
  { message: "polis kam na mi os fo kech mi man, i ron, naw dem tek mi instead. a de na Kissy stesin naw wit mi beybi", intent: "urgent" },
  {
    message: "I've been told I should see a lawyer before my CID interview next week. Can I come in on Wednesday?",
    intent: "booking",
    also: ["area:criminal"],
  },
  { message: "Does anyone there speak Temne?", intent: "knowledge:Languages spoken" },
  { message: "my wife arrested at Lungi airport they say her bag had something not hers. still there", intent: "urgent" },
  { message: "Our board of directors is divided and the MD refuses to call an AGM. We need help with the corporate governance side.", intent: "area:business" },
  { message: "whats the weather in Bo tomorrow", intent: "off-topic" },
  { message: "Mi granpa old man 70 yias, dem hold am na Moyamba polis bikos of lan palava. Abeg help", intent: "urgent" },
  { message: "A fishing vessel we own has been detained at the quay by the port authority. We need it released.", intent: "area:shipping" },
  { message: "bank wont release my business loan after they approved it, can u help", intent: "area:business" },
  { message: "I prefer to settle my dispute out of court. Do you do mediation?", intent: "area:arbitration" },
  { message: "Wetin tɛm una de klos?", intent: "hours" },
  { message: "Is the office open on Christmas Eve?", intent: "hours" },
  { message: "Aw a go kɔntakt una?", intent: "contact" },
  { message: "Who is the current Inspector General of Police?", intent: "off-topic" },
  { message: "I'm scared to go home. My brother in law came drunk with a gun saying the house is his.", intent: "safety" },
  {
    message:
      "I was arrested 3 yrs ago in Bo after a fight, the case was dropped, but now I'm applying for a job with an NGO and they want a police clearance. Can you help clear my record?",
    intent: "area:criminal",
  },
  { message: "Book me in for Monday morning please. Alhaji Bockarie, regarding my late brother's estate.", intent: "booking", also: ["area:family"] },
  { message: "email adress pls", intent: "email" },
  { message: "I have a headache and fever since yesterday, what medicine should I take?", intent: "off-topic" },
  { message: "Need a conveyance prepared for a house I bought in Wilberforce", intent: "area:land" },
  {
    message:
      "Hi, I wanted to ask about making a will for my mum but something's happened, police took my dad from the house in Regent an hour ago. Is there a criminal lawyer available now?",
    intent: "urgent",
  },
  { message: "Is it true police can hold you for 10 days for serious crimes?", intent: "legal-question" },
  {
    message:
      "Kindly advise whether, under the present law of Sierra Leone, an accused person who cannot afford counsel is entitled to legal representation at the expense of the State.",
    intent: "legal-question",
  },
  { message: "What kind of cases do you take?", intent: "services" },
  { message: "Oya a de go", intent: "goodbye" },
  { message: "ppl dey burn tyres outside my house & shouting thief, i just come back from work, i cant go outside", intent: "safety" },
  {
    message:
      "A woman in my church asked me to write for her. Her son was taken from their house in Kroo Bay by police three days ago and he is still in the cell at Kingtom. She has no money. Is there any lawyer who can go?",
    intent: "urgent",
  },
  { message: "wat 2 bring", intent: "knowledge:What to bring" },
  {
    message: "Do you help people who were arrested before and cleared, to get their fingerprints and photos removed from the police?",
    intent: "area:criminal",
  },
  { message: "pls wen can i cum 2 ur office 2 c a lawyer", intent: "booking" },
  { message: "Contractor took my money to build my house and abandoned the work halfway", intent: "area:contract" },
  { message: "My bro just came out on bail this evening from Congo Cross, thank God. Now what? He has to go back Monday.", intent: "area:criminal" },
  { message: "hmm", intent: "unknown" },
  {
    message: "My husband came out of prison after serving 3 years at Mafanta. Police keep harassing him saying he must report to them. Can you help stop this?",
    intent: "area:criminal",
  },
  { message: "Is it legal for police to search my car at a checkpoint without a warrant?", intent: "legal-question" },
  { message: "hi there", intent: "greeting" },
  { message: "latest crime news in Freetown this week?", intent: "off-topic" },
  { message: "dem don bit mi mama na di maket, dem se dem go kam bak tunait fo finish am", intent: "safety" },
  { message: "how do i become a detective like in the movies", intent: "off-topic" },
  { message: "Mi wan fo jɔyn di ami. Usay dem de rikrut?", intent: "off-topic" },
  { message: "tell me the story of the film Blood Diamond", intent: "off-topic" },
  {
    message:
      "My son was arrested at a nightclub in Lumley last night. They're saying drugs. He's still at Lumley police. Please I need a lawyer there before they make him sign something.",
    intent: "urgent",
  },
  { message: "Can I send my documents by email? What address?", intent: "email" },
  { message: "mi broda de na sel fo Koidu sins las wik dem se dem de wet fo CID from Freetown", intent: "urgent" },
  { message: "gd evng, my sons trial at the high court has been adjourned 9 times. we are tired. can a new lawyer push it?", intent: "area:criminal" },
  {
    message:
      "Hello, I'm writing from Maryland. I've been trying to reach someone since morning. My late father's house at Hill Station has been a problem for years with my stepmother's family, we have a land case going on since 2019 and I was hoping to talk to you about that eventually. But the reason I'm writing now is that my younger brother went to the house yesterday to collect rent from the tenants and my stepmother's son called the police on him. He was taken to Congo Cross station and he is still there this morning. Please can someone help him?",
    intent: "urgent",
  },
  { message: "sir i beg police don carry my papa go OSD headquarters, dem no talk why", intent: "urgent" },
  { message: "how many lawyers work there", intent: "team" },
  { message: "I'll come back later, bye", intent: "goodbye" },
  { message: "Need defence lawyer. Court summons for Thursday, road accident death case. Am not in custody.", intent: "area:criminal" },
  { message: "Can the police put my photo on Facebook saying I'm wanted when I've never been charged with anything?", intent: "legal-question" },
  {
    message:
      "My son is wanted by police over a fight in Kissy and he's hiding at my sister's. We want him to go to the station with a lawyer so they don't beat him. Can you arrange that?",
    intent: "area:criminal",
  },
  { message: "my boyfriend says he will kill me if I leave him, he has a gun. I'm at my friend's place but he knows where it is", intent: "safety" },
  { message: "tenki", intent: "thanks" },
  { message: "My neighbour said he will pour acid on my face. He keeps coming to my door at night.", intent: "safety" },
  {
    message: "There's fighting between two families over land in our village near Kenema, people have machetes and my children are in the house",
    intent: "safety",
  },
  { message: "Mi neba don bil fɛns insay mi lan, abeg help", intent: "area:land" },
  { message: "Recommend some Nollywood films about police and corruption", intent: "off-topic" },
  { message: "Hello, I'd like a consultation slot, morning preferred, about a shipment stuck at the quay.", intent: "booking", also: ["area:shipping"] },
  { message: "Is there a lawyer there who specialises in land?", intent: "team" },
  { message: "wen police arrest sumbody, must they allow am call family?", intent: "legal-question" },
  { message: "Can you list your practice areas please", intent: "services" },
  { message: "My son has been at Congo Cross police station since Friday evening and they won't let us see him. He is 17.", intent: "urgent" },
  {
    message: "hi, my company wants an initial meeting with your business team about investing in SL. available dates?",
    intent: "booking",
    also: ["area:business"],
  },
  {
    message: "Officers just entered my house in Murray Town with no warrant and are putting my son in their vehicle. I'm recording them. Call me?",
    intent: "urgent",
  },
  { message: "di bel kondishon se a nor fo kamot Freetown bot mi mama sik na Kailahun. Una fit help mi chenj am?", intent: "area:criminal" },
  { message: "mi pikin dem don lok am na sel na Calaba Town, dem se i bin de fet, i jos 16", intent: "urgent" },
  { message: "Goodnight", intent: "goodbye" },
  {
    message:
      "A man has been stalking my daughter (19) on social media and yesterday he showed up at her college in Freetown and grabbed her arm. She's terrified to leave the house.",
    intent: "safety",
  },
  { message: "A bin wach wan film yestade bot wan lawya we de difend kilaman, wetin na di nem?", intent: "off-topic" },
  { message: "Sir they have my brother at Pademba Road, transferred from Central police yesterday, no court, nothing", intent: "urgent" },
  { message: "A customer owes me 45 million leones for goods delivered under our agreement and won't pay", intent: "area:contract" },
  {
    message:
      "I'm not sure who to ask. My landlord had me arrested this morning and I'm writing from inside Adonkia police station, the officer allowed me to call someone. What's the number?",
    intent: "urgent",
  },
  {
    message:
      "I'm a student in Bo. Our student union president was arrested by police this morning after the demonstration and he's still being held at Bo central. We want a lawyer for him today.",
    intent: "urgent",
  },
  { message: "Is the Police Training School in Hastings still taking applications this year?", intent: "off-topic" },
  { message: "Is there a landline or only mobile?", intent: "phone" },
  {
    message:
      "Dear Sir, I have been summoned to appear before the Magistrate's Court in Kenema on a charge of assault arising from a dispute with my neighbour. I am at present on police bail. I wish to retain counsel.",
    intent: "area:criminal",
  },
  { message: "My ex keeps coming to my workplace and today he hit me in front of customers. He said next time will be worse.", intent: "safety" },
  { message: "I need a lawyer to review a supply contract before I sign with a mining company", intent: "area:contract" },
  { message: "what time do you open?", intent: "hours" },
  {
    message: "Police beat me in custody in 2022 at Kissy, I still have the hospital papers. I want to sue them. Can you help with this?",
    intent: "area:criminal",
  },
  { message: "can i book for saturday morning", intent: "booking" },
  { message: "Mi man nor de gi moni fo di pikin dem skul fees sins tu yia. A wan kot am fo maintenance.", intent: "area:family" },
  { message: "We need to arrest a vessel in Freetown port for unpaid bunker supply. Can you act quickly?", intent: "area:shipping" },
  { message: "I'm new in Freetown, what services does your firm offer?", intent: "services" },
  { message: "Est-ce que quelqu'un parle français dans votre cabinet ?", intent: "knowledge:Languages spoken" },
  {
    message:
      "Some men from the other party have been threatening my father since the election, today they came with sticks and surrounded our house in Kenema.",
    intent: "safety",
  },
  {
    message:
      "Good morning. I was stopped and searched in Lumley two months ago and the officers took 500,000 leones from my wallet. I have their numbers. I'd like to file a complaint with your help.",
    intent: "area:criminal",
  },
  { message: "Can soldiers arrest civilians, or is it only the police?", intent: "legal-question" },
  { message: "dem hold mi ɔnkul na Kambia bɔda. Na di sojaman dem. Dem se i nor get pepa fo di gudz", intent: "urgent" },
  { message: "I'd like to book a consultation with your criminal lawyer for next Tuesday.", intent: "booking" },
  {
    message: "My husband was convicted last month at the High Court and sentenced to 5 years. We want to appeal. Does your firm handle appeals?",
    intent: "area:criminal",
  },
  { message: "Can you help me write my CV for the police constable vacancy?", intent: "off-topic" },
  { message: "police hav ma husbn Waterloo he sik pls", intent: "urgent" },
  {
    message:
      "I'm a nurse at Makeni Government Hospital. Police came on the ward and took one of my colleagues in handcuffs about an hour ago because a patient died. She's at the central station now. Her family asked me to find a lawyer for her.",
    intent: "urgent",
  },
  { message: "boundary palava wit my neighbour in Bo", intent: "area:land" },
  { message: "OSD men dey for we gate now now dem say dem de cam for mi papa. wetin we go do", intent: "urgent" },
  {
    message:
      "In August 2022 during the protests soldiers beat me and I lost two teeth. I have photos and a medical report. Can your firm bring a human rights claim?",
    intent: "area:criminal",
  },
  { message: "A mob is gathering outside my shop in Kissy saying I stole a child. I am scared for my life.", intent: "safety" },
  { message: "Translate arrest warrant into French for me", intent: "off-topic" },
  { message: "Do I have to go if the police send me an invitation letter to come to the station?", intent: "legal-question" },
  { message: "What's the best way to contact your firm from abroad?", intent: "contact" },
  {
    message: "I should like to arrange a meeting with counsel at your chambers at the earliest convenience regarding a property matter.",
    intent: "booking",
    also: ["area:land"],
  },
  { message: "Una de help fo rejista biznɛs? A wan opin shap fo sel fon", intent: "area:business" },
  { message: "I was convicted of a small offence 10 years ago. Am I entitled to have it removed from my record now?", intent: "legal-question" },
  { message: "Is it lawful for OSD to fire live bullets at protesters?", intent: "legal-question" },
  { message: "my babymama took my son to Guinea without telling me, i want custody", intent: "area:family" },
  { message: "How much compensation does the court give for wrongful detention?", intent: "legal-question" },
  {
    message:
      "Hello I'm writing from Atlanta. My brother in Kenema was picked up by police yesterday at his shop and my mother says they're asking 2 million leones to release him. He's still in there. Can your firm send someone today?",
    intent: "urgent",
  },
  { message: "Is smoking jamba still a crime in Sierra Leone or did they change the law?", intent: "legal-question" },
  { message: "I was sacked without notice after 6 years, my contract says 3 months notice. Can you help me?", intent: "area:contract" },
  { message: "Wetin Mohamed Conteh de du?", intent: "attorney:Mohamed Conteh" },
  { message: "recommend a good crime movie like Training Day pls", intent: "off-topic" },
  { message: "Our consignment of rice was short-landed by 200 bags at the quay. We want to claim. Can your firm handle this?", intent: "area:shipping" },
  {
    message:
      "Hello, my brother was arrested last Saturday and released on Sunday on a police bond. They kept his passport and he needs it to travel for work. Can you assist?",
    intent: "area:criminal",
  },
  { message: "hi, i got charged with obtaining money by false pretences, next court date is the 14th, need a defence lawyer", intent: "area:criminal" },
  { message: "I import used cars from Belgium. There's a dispute on port charges and customs duty. Can you help?", intent: "area:shipping" },
  { message: "Is G4S still operating in Sierra Leone? I want their number", intent: "off-topic" },
  { message: "Mi an mi kɔmpin get biznɛs, naw i wan kamot an tek ɔl di moni. A nid help.", intent: "area:business" },
  {
    message: "Please madam sir, navy men arrested my brother at the wharf in Tombo for fishing in the wrong area, they still have him on their boat",
    intent: "urgent",
  },
  {
    message: "Hi there, my friend got picked up by CID on FBC campus during the protest this afternoon and we don't know where they took him",
    intent: "urgent",
  },
  { message: "A bin sen gudz frɔm Lɔndɔn na kɔntena, di shipin kɔmpin se i lɔs. Una de du dis kayn kes?", intent: "area:shipping" },
  { message: "police at the door with guns asking for my brother. what are our rights?? he's inside", intent: "urgent" },
  { message: "Can you tell me about your team and what each of them does?", intent: "team" },
  { message: "Does a woman have the right to be searched only by a female officer?", intent: "legal-question" },
  { message: "Are you open on Saturday?", intent: "hours" },
  { message: "How much is a consultation?", intent: "knowledge:Fees" },
  {
    message:
      "Good evening. My brother-in-law, a teacher, was arrested at school in Magburaka for something he posted on Facebook about the government. He's at the police station there. What can be done tonight?",
    intent: "urgent",
  },
  {
    message: "I am the complainant in a fraud case. The accused has been granted bail and I'm worried the case will die. Can you watch brief for me?",
    intent: "area:criminal",
  },
  { message: "Good afternoon, could you confirm whether the chambers remain open over the lunch hour?", intent: "hours" },
  { message: "My ex is outside the gate shouting that he will kill me and the baby, the neighbours are just watching", intent: "safety" },
  { message: "What areas of law does Kamara Chambers practise in?", intent: "services" },
  { message: "dem don arrest mi papa. Na Lungi. abeg", intent: "urgent" },
  { message: "What is your email?", intent: "email" },
  {
    message:
      "Please help. Soldiers came into our compound in Kailahun and took my two brothers, they said they are checking for illegal miners. We don't know where they are now.",
    intent: "urgent",
  },
  { message: "Who's your criminal lawyer?", intent: "team" },
  {
    message:
      "My brother was sentenced in Kenema Magistrate court to 6 months or a fine. We paid the fine and he's home. Now police won't give back his phone. Need help",
    intent: "area:criminal",
  },
  { message: "abeg a wan mit wan lawya dis wik", intent: "booking" },
  { message: "I'm getting WhatsApp messages saying they will burn my house if I testify in court next week", intent: "safety" },
  { message: "need lawyer NOW police station Kabala my dad held", intent: "urgent" },
  { message: "smtin bad hapn at ma hous my uncl beat me wid wire im bledin i am 14", intent: "safety" },
  { message: "write me a poem about justice for my school programme on Friday", intent: "off-topic" },
  { message: "I have a criminal record from 2015 (minor theft). Can your firm help me apply to have it cleared or get a pardon?", intent: "area:criminal" },
  { message: "Do you work Sundays?", intent: "hours" },
  { message: "my husband family say dey go cut my daughter dis weekend for bondo, she 9, I no want. where can I run", intent: "safety" },
  {
    message: "i am at central police station freetown. my husband inside since morning. officer say no lawyer allowed. is this true? what number i call",
    intent: "urgent",
  },
  { message: "What's the punishment for domestic violence under Sierra Leone law?", intent: "legal-question" },
  {
    message:
      "CID have my husband at their headquarters since Monday. They keep saying investigation ongoing. He has high blood pressure and no medicine with him.",
    intent: "urgent",
  },
  { message: "If someone is acquitted, can the state appeal and try him again?", intent: "legal-question" },
  {
    message:
      "I don't really know how this chat works. I had a contract with a Chinese company in Lungi to supply sand and they haven't paid me for 4 months, I was going to ask about that. But on Sunday my younger brother who works with me had a fight with their security and he has been in the Lungi police cell since then. They say court is Thursday. Who can help him first?",
    intent: "urgent",
  },
  { message: "hw do i get my husbnd out of Eastern police he ws hld 2dy mrning", intent: "urgent" },
  { message: "Good morning", intent: "greeting" },
  {
    message:
      "Dear Sir/Madam, I write with some urgency. My nephew, Mr. Alusine Kanu, was detained by officers of the Criminal Investigations Department on Tuesday last and remains in their custody as of this morning. No charge has been communicated to the family. I should be grateful for your immediate assistance.",
    intent: "urgent",
  },
  {
    message: "Police at Kissy Mess Mess junction seized my okada and arrested me, I'm still sitting in their van. Can your lawyer talk to them?",
    intent: "urgent",
  },
  { message: "Help, my husband locked me and the kids out at midnight in Goderich, he has a knife", intent: "safety" },
  { message: "What documents should I bring to the first meeting?", intent: "knowledge:What to bring" },
  { message: "I need a consultation about my employment contract, can we do it by video call?", intent: "booking", also: ["area:contract"] },
  {
    message:
      "Our MD was invited to CID this morning for questioning about the company accounts and now they are refusing to let him leave. He has been there 8 hours. We need a lawyer with him.",
    intent: "urgent",
  },
  { message: "Where can I buy pepper spray in Freetown?", intent: "off-topic" },
  {
    message: "Sorry for my english. Police OSD take my father from farm in Tonkolili. He is old man. No one tell us why. He still in their hand.",
    intent: "urgent",
  },
  {
    message:
      "Please I need help with a police case. Someone stole my motorbike and the police caught him but now they say I must pay for the investigation. I want to follow the case properly.",
    intent: "area:criminal",
  },
  { message: "What year did the civil war in Sierra Leone end?", intent: "off-topic" },
  { message: "I was beaten by police 4 years ago in Kenema. Is it too late to sue?", intent: "legal-question" },
  { message: "Polis fit kam insay mi os if dem nor get warant?", intent: "legal-question" },
  { message: "I was raped last night. I don't know what to do. I'm scared he'll come back.", intent: "safety" },
  { message: "Is defamation still a criminal offence in Sierra Leone?", intent: "legal-question" },
  { message: "my boyfriends case is at high court for robbery and his lawyer stopped coming. we need a new lawyer. hes on bail", intent: "area:criminal" },
  { message: "How many police officers does Sierra Leone have?", intent: "off-topic" },
  { message: "Dem bin kech mi pikin las mɔnt, naw dem don gi am bel. Di kes go kot nɛks wik. Wi nid lawya fo di kot.", intent: "area:criminal" },
  { message: "My husband is beating me right now, I locked myself in the bathroom. Please help", intent: "safety" },
  {
    message: "is there any lawyer on duty weekends? my brother has been in the cell at Hastings police station since friday, today is saturday",
    intent: "urgent",
  },
  { message: "how much is a bag of rice in Freetown now", intent: "off-topic" },
  {
    message:
      "My employer is threatening me. He said he has people who will deal with me if I report him for unpaid wages. He sent someone to my house yesterday.",
    intent: "safety",
  },
  { message: "Can I pay in instalments?", intent: "knowledge:Fees" },
  { message: "If I stand as surety for my friend's bail and he runs away, what happens to me?", intent: "legal-question" },
  { message: "How do I make an appointment?", intent: "booking" },
  { message: "can u draft employment contracts for my 12 staff", intent: "area:contract" },
  { message: "I'm in Canada and want to buy land in Freetown. How can your firm help me make sure it's genuine?", intent: "area:land" },
  { message: "Cargo arrived damaged from China and the shipping line refuses to pay. Do you do cargo claims?", intent: "area:shipping" },
  { message: "my goods dem stuck for wharf, dem de charge demurrage ebri day", intent: "area:shipping" },
  { message: "una de opin tide? na Independence Day", intent: "hours" },
  { message: "They're arresting my uncle RIGHT NOW outside the mosque on Fourah Bay Road please answer", intent: "urgent" },
  { message: "Is your office near the Cotton Tree?", intent: "address" },
  { message: "A wan apɔyntmɛnt fo mi anti, i de kam frɔm Bo fo si di lawya bot divos", intent: "booking", also: ["area:family"] },
  { message: "abeg dem don hold mi broda na Kissy polis stesin since yestade nite, dem nor gree for lef am", intent: "urgent" },
  { message: "The company I supply fuel to hasn't paid in 6 months, they keep promising", intent: "area:contract" },
  { message: "wetin una de du?", intent: "services" },
  {
    message: "I want to report a police officer who took a bribe from me at a checkpoint last month. Can your lawyers help me file a complaint?",
    intent: "area:criminal",
  },
  { message: "my son dey na police station for Kingtom since Saturday, they never charge am, today na Tuesday", intent: "urgent" },
  { message: "Wi get palava wit wi biznɛs patna, wi nor wan go kot. Una fit sidɔm wit wi?", intent: "area:arbitration" },
  {
    message: "My case was struck out last month but the police say they will rearrest me when they find new evidence. What can your firm do to protect me?",
    intent: "area:criminal",
  },
  { message: "hw late r u open 2day", intent: "hours" },
  { message: "A nor sabi tɔk Inglish fayn, una get lawya we de tɔk Mende?", intent: "knowledge:Languages spoken" },
  { message: "My partner and I need a shareholder agreement for our new restaurant in Lumley", intent: "area:business" },
  { message: "The police took my phone when I was arrested last month. Did they have the right to go through my messages?", intent: "legal-question" },
  { message: "sum1 accused me of rape but police released me, they said investigation continues. i need a lawyer ready", intent: "area:criminal" },
  {
    message:
      "My worker is being held at Grafton police since yesterday, they say he stole from me but I never reported anything! It's a mistake, how do I get him out",
    intent: "urgent",
  },
  {
    message:
      "so my cousin got picked up by police in lumley for no ID lol but they still holding him and its been all day, not funny anymore. can someone help",
    intent: "urgent",
  },
  {
    message: "My wife was acquitted last week after 18 months of trial. We want to sue for malicious prosecution. Is this your area?",
    intent: "area:criminal",
  },
  { message: "hi cn u chek my job offer contract b4 i sign, its an NGO in Kenema", intent: "area:contract" },
  { message: "pls my step father touches my little sister at night, she is 11, my mother dont believe me. wat do i do", intent: "safety" },
  { message: "mi broda de na Waterloo polis sell sins tuesday dem bit am", intent: "urgent" },
  { message: "Una de du ɔl kayn kes?", intent: "services" },
  { message: "Will the office be open during the Eid holiday?", intent: "hours" },
  { message: "Can the police keep someone in custody for more than 72 hours without taking him to court?", intent: "legal-question" },
  { message: "My phone was stolen at the taxi park. How do I track it with Google?", intent: "off-topic" },
  {
    message:
      "My brother was released from Pademba Road last week after 2 years on remand and no trial. We want to claim compensation for him. Is that something you do?",
    intent: "area:criminal",
  },
  { message: "Who are your lawyers?", intent: "team" },
  {
    message:
      "Hi, police have invited me to CID on Monday for questioning about money missing at my former employer. I'm not arrested. Can a lawyer come with me?",
    intent: "area:criminal",
  },
  { message: "hello", intent: "greeting" },
  { message: "Wi don bel di polis bot dem kip di kar we dem seize. Aw wi go get di kar bak?", intent: "area:criminal" },
  { message: "When is the next Sierra Leone Police recruitment? How do I apply?", intent: "off-topic" },
  { message: "My elderly mother is being accused of witchcraft in our village in Pujehun and they are threatening to beat her", intent: "safety" },
  { message: "Sojaman dem hold mi na di checkpoint na Mile 91, dem tek mi fon, dem se a nor go go te a pe", intent: "urgent" },
  {
    message:
      "Good morning, I'm sorry to disturb. My employee was detained at the Lungi police post while crossing with goods for our business. The officer says he will be sent to Port Loko. He is still there now. Is there a lawyer who can go?",
    intent: "urgent",
  },
  { message: "Do your lawyers speak Krio?", intent: "knowledge:Languages spoken" },
  { message: "Dear Counsel, I require the drafting of a distribution agreement between my firm and a Ghanaian supplier.", intent: "area:contract" },
  { message: "Dem de tek mi broda go CID naw naw frɔm in wok ples, abeg call am", intent: "urgent" },
  {
    message:
      "I'm a journalist. I was detained for two days last year over an article and released without charge. I want to take action for unlawful detention.",
    intent: "area:criminal",
  },
  { message: "Kushe", intent: "greeting" },
  { message: "My landlord threw me and my 3 children out tonight and it's raining, we're on the street in Kingtom", intent: "safety" },
  { message: "What is the salary of a police sergeant in Sierra Leone?", intent: "off-topic" },
  {
    message: "A mining company owes our firm for equipment hire. The contract clause requires arbitration in Freetown. Looking for representation.",
    intent: "area:arbitration",
  },
  {
    message: "Please my daughter was arrested and is at Makeni police station after a fight at school. She's 15 and they put her in the same cell with adults.",
    intent: "urgent",
  },
  { message: "We did a traditional marriage and now my wife wants it registered so she can travel with me. Do you do that?", intent: "area:family" },
  { message: "Can you help us mediate a family business dispute between my brothers and sisters?", intent: "area:arbitration" },
  {
    message:
      "Armed men came to our mining site in Kono last night and threatened to shoot my workers if we return. They said the chief sent them. My men are hiding in the bush now.",
    intent: "safety",
  },
  { message: "I'm 16 and my father is forcing me to marry a man in Kambia next week. I want to run away but I'm scared.", intent: "safety" },
  {
    message:
      "Please. The police have had my daughter since yesterday at the Family Support Unit in Ross Road, they accuse her of abandoning her baby. She is still there.",
    intent: "urgent",
  },
  { message: "Will I win if I sue the police for taking my okada and never returning it?", intent: "legal-question" },
  { message: "Can a landlord get me arrested for not paying rent?", intent: "legal-question" },
  {
    message:
      "My fiancé was taken into custody at Bonthe police yesterday after a boat accident. They say he'll be transferred to Bo. Please who can represent him?",
    intent: "urgent",
  },
  { message: "I need an e-mail address to send a formal letter to the senior partner.", intent: "email" },
  {
    message:
      "My sister in Bo messaged me that her husband beat her unconscious last night and she is afraid he'll kill her when he comes back this evening. I'm in London, what can she do right now?",
    intent: "safety",
  },
  { message: "I work as a housemaid in Lumley and my madam locks me inside and beats me. I have no phone, I'm using her laptop. Help", intent: "safety" },
  { message: "Can I come in tomorrow at 10 to see someone?", intent: "booking" },
  {
    message: "Is anyone there? Police arrested my father in Kono, Koidu station, over a mining licence issue. He is still locked up. Need a lawyer urgently.",
    intent: "urgent",
  },
  { message: "An investor wants 40% of my startup, I need someone to go through the term sheet with me", intent: "area:business" },
  { message: "Do you offer legal aid? I can't afford a lawyer", intent: "knowledge:Fees" },
  { message: "For a land matter, what papers do I bring?", intent: "knowledge:What to bring" },
  {
    message:
      "Good afternoon. I run a small provisions shop at Calaba Town and for two years I've been renting from a man who now says he sold the building. We quarrelled about the deposit last month and I went to complain at the council. Anyway this morning he came back with two police officers and they took my wife to Calaba Town station, she is still there. I also want to know about the lease but please first what do we do about her?",
    intent: "urgent",
  },
  {
    message: "Is your firm able to handle an appeal to the Court of Appeal against a conviction for fraud? The judgment was delivered in March.",
    intent: "area:criminal",
  },
  {
    message:
      "Hello. My name is Haja. Police from Goderich station came and took my son from the beach where he sells coconut. I went there and they say he is helping them with inquiries. Can they keep him like that? Please send a lawyer, he is still inside.",
    intent: "urgent",
  },
  { message: "Family land dispute in Waterloo, my uncles sold our land without us", intent: "area:land" },
  { message: "Mi broda don kam out na bel, kot de Tusde. Una go fit stan fo am?", intent: "area:criminal" },
  {
    message:
      "I wish to instruct counsel in respect of a pending criminal matter, The State v. Koroma, presently before the High Court at Freetown. The accused is on bail. Kindly advise of your availability.",
    intent: "area:criminal",
  },
  { message: "Wetin una fit du? Dem hold mi uman na Bo polis, i bin de sel na maket, dem se i nor get lesens", intent: "urgent" },
  {
    message: "Dear Sir, I wish to regularise the title deeds for property I inherited from my grandfather at Regent. The survey plan is very old.",
    intent: "area:land",
  },
  {
    message:
      "Dear Sir, I am a retired teacher in Bo. Since I refused to sell my plot, unknown persons have thrown stones at my house every night this week and left a note saying I will die. I fear for my family.",
    intent: "safety",
  },
  {
    message:
      "Soldiers at the Masiaka checkpoint have pulled my driver off the truck and are holding him in their tent. It's been 3 hours. Can a lawyer come or call them?",
    intent: "urgent",
  },
  { message: "I want to see Mr Jalloh about my son's bail conditions. Is Thursday OK?", intent: "booking", also: ["area:criminal"] },
  { message: "Is Ibrahim Jalloh a good criminal lawyer? My friend recommended him.", intent: "attorney:Ibrahim Jalloh" },
  { message: "Mi sista in man de bit am ebri nait, tide i brok in an. I de wit mi naw bot i de kam.", intent: "safety" },
  {
    message:
      "My son was granted bail yesterday by the magistrate in Freetown and has to report to the police every Monday. Can you take over his case from here?",
    intent: "area:criminal",
  },
  { message: "What does CID stand for? It's for my homework", intent: "off-topic" },
  { message: "Our contract names ICC arbitration. We need Sierra Leone counsel on the team.", intent: "area:arbitration" },
  { message: "I want to be a prison officer. How do I apply to the Correctional Service?", intent: "off-topic" },
  { message: "Do you handle adoption? We want to adopt my late sister's daughter.", intent: "area:family" },
  { message: "Need help writing a will, I have 4 children from 2 marriages", intent: "area:family" },
  { message: "I want to register a company in Sierra Leone as a foreigner. Can you assist?", intent: "area:business" },
  { message: "Dem don arrest mi pikin na Bo, Kulanda Town polis, dem se i tif fon. I nor tif natin. Abeg una get lawyer na Bo?", intent: "urgent" },
  {
    message:
      "Dear Madam, My late father died intestate in Bo and the family cannot agree on the distribution of his estate. We require assistance in obtaining letters of administration.",
    intent: "area:family",
  },
  { message: "ok so", intent: "unknown" },
  { message: "Bought land in Tombo from a man with fake documents. Now another family is claiming it.", intent: "area:land" },
  { message: "The other side refuses to comply with the arbitrator's award, what can your firm do?", intent: "area:arbitration" },
  { message: "If I hit a thief who broke into my house, can I be charged?", intent: "legal-question" },
  { message: "My essay topic is 'Discuss the causes of crime among youths in Freetown'. Can you write 500 words?", intent: "off-topic" },
  {
    message: "We sued the police in 2023 for shooting my brother at a protest in Makeni. Our lawyer went abroad. Can you take over the human rights case?",
    intent: "area:criminal",
  },
  { message: "We're a UK company looking to invest in agriculture in Port Loko and need local counsel for the setup.", intent: "area:business" },
  { message: "Can my employer call the police on me for leaving the job without notice?", intent: "legal-question" },
  { message: "need to enforce an arbitration award from London against a company in SL", intent: "area:arbitration" },
  { message: "how do i get in touch with a lawyer there", intent: "contact" },
  { message: "wetin a go du, dem don tek mi man go Pademba Road tide from kot, di majistret nor gi am bel", intent: "urgent" },
  { message: "Please I need a safe place tonight. My husband beat me and my face is swollen. I'm in Waterloo.", intent: "safety" },
  { message: "Do you only do criminal or other things too?", intent: "services" },
  { message: "Can I speak with a lawyer face to face on Friday? I prefer a woman lawyer if possible.", intent: "booking" },
  { message: "Am I allowed to film police officers with my phone in Sierra Leone?", intent: "legal-question" },
  { message: "what's your phone number", intent: "phone" },
  { message: "What does police bail mean and is it different from court bail? Do I have to pay for it?", intent: "legal-question" },
  { message: "My container has been held at Queen Elizabeth II Quay for 3 weeks, customs won't release it", intent: "area:shipping" },
  {
    message:
      "I'm a Sierra Leonean living in the UK. I found out there's a case against me in Freetown from 2018 for a bounced cheque. I want to come home and clear it before I get arrested at the airport. Can you handle this?",
    intent: "area:criminal",
  },
  { message: "Usay una ɔfis de?", intent: "address" },
  { message: "thx", intent: "thanks" },
  { message: "any parking near siaka stevens st, i'll come with my van", intent: "knowledge:Parking" },
  { message: "Una de tek moni fo di fɔs mitin?", intent: "knowledge:Fees" },
  { message: "my husband was released on bail, can the police arrest him again for the same thing?", intent: "legal-question" },
  { message: "Which is better, iPhone or Samsung for photos", intent: "off-topic" },
  { message: "wetin de apin na di nyuz tide?", intent: "off-topic" },
  { message: "mi man get kes na kot fo fet, i de ɔda bel. di lawya we wi bin get de aks tumɔs moni. una fit tek am?", intent: "area:criminal" },
  { message: "I want a title search on a plot in Goderich before I buy", intent: "area:land" },
  { message: "contact details pls", intent: "contact" },
  { message: "They've just handcuffed my sister at her stall in Big Market and are walking her to the station", intent: "urgent" },
  { message: "Landlod an in boys dem brok mi do, tek mi tin dem, se if a kam bak dem go bit mi. A de slip na maket wit mi pikin", intent: "safety" },
  {
    message: "Please I am hiding in a church in Makeni, my in-laws are searching for me with sticks because my husband died and they say I killed him",
    intent: "safety",
  },
  { message: "Arsenal vs Chelsea score?", intent: "off-topic" },
  { message: "my mum is in cell at Ross Road since 2am", intent: "urgent" },
  { message: "drug case, my son, on bail, trial at high court Freetown in June. need the best criminal lawyer u have", intent: "area:criminal" },
  { message: "pls my husband is in police custody at kenema 3 days now, no food, they want money", intent: "urgent" },
  { message: "lease for my shop in Kenema, landlord wants to end it early. help pls", intent: "area:land" },
  { message: "The men who grabbed our family land came with guns today and said whoever comes back will be buried there.", intent: "safety" },
  {
    message: "Is Isatu Bangura still handling shipping? We have a bill of lading problem with a consignment.",
    intent: "area:shipping",
    also: ["attorney:Isatu Bangura"],
  },
  { message: "Mi bra, wan gang de na mi bak, dem se if a nor gi dem moni tide dem go stab mi", intent: "safety" },
  {
    message: "I'm a police officer myself and I've been charged in a criminal case over a death in custody at my station. I need private defence counsel.",
    intent: "area:criminal",
  },
  { message: "wat abt cyber crime? my cousin got charged under the cyber security act for a tiktok video, court next week", intent: "area:criminal" },
  {
    message:
      "I'm an employer. One of my staff was arrested for stealing from the company last month and he's out on bail now. We want to follow the case as complainant. Can you represent the company?",
    intent: "area:criminal",
  },
  {
    message: "My father has a case at the Bo High Court for manslaughter from a road accident. Trial starts next month. Can Mr Jalloh take it?",
    intent: "area:criminal",
    also: ["attorney:Ibrahim Jalloh"],
  },
  { message: "Good morning, my NGO wants to convert into a company limited by guarantee. Is that something you do?", intent: "area:business" },
  { message: "bye", intent: "goodbye" },
  { message: "Can Adama Koroma mediate between me and my business partner?", intent: "area:arbitration", also: ["attorney:Adama Koroma"] },
  { message: "A go kam tumara, wetin a fo bring?", intent: "knowledge:What to bring" },
  { message: "My tenant hasn't paid rent for 8 months and won't leave the flat in Brookfields. Can you help me get him out?", intent: "area:land" },
  { message: "Can bail be refused for murder in Sierra Leone?", intent: "legal-question" },
  { message: "Are traffic police blocking Wilkinson Road today? Is there a jam?", intent: "off-topic" },
  { message: "bro dey for OSD base 2 days now nobody fit see am abeg", intent: "urgent" },
  { message: "We have a commercial dispute with a supplier and the contract says arbitration. Do you do that?", intent: "area:arbitration" },
  { message: "Can you recommend a good security company to guard my warehouse in Wellington?", intent: "off-topic" },
  { message: "Pls wi nid lawyer fo Pujehun polis, dem hold mi anti sins Fraide", intent: "urgent" },
  { message: "Salaam aleikum", intent: "greeting" },
  { message: "Can a 14 year old child be sent to prison in Sierra Leone?", intent: "legal-question" },
  { message: "Thank you so much", intent: "thanks" },
  {
    message: "URGENT police here at my office in Aberdeen with a paper, they want to take me to CID right now, i am in the toilet typing this",
    intent: "urgent",
  },
  { message: "Charter party dispute with a Greek shipowner over demurrage, looking for local counsel in Freetown.", intent: "area:shipping" },
  { message: "I was arrested last year and they never told me why. Was that allowed?", intent: "legal-question" },
  { message: "Are there any true crime podcasts about Sierra Leone?", intent: "off-topic" },
  {
    message:
      "My sister was charged with child cruelty after she disciplined her son. She's out on bail and the next hearing is at the magistrate court in Wellington. We need someone to defend her.",
    intent: "area:criminal",
  },
  { message: "Somebody attacked my brother with a cutlass in Makeni over a girl and the man's friends are saying they will finish the job", intent: "safety" },
  { message: "If police beat someone in custody, can the family sue the officers personally or only the government?", intent: "legal-question" },
  { message: "I'm in the US and my ex-wife in Freetown won't let me talk to our kids. Can your firm help me get access?", intent: "area:family" },
  { message: "Do you have any female lawyers?", intent: "team" },
  { message: "My uncle said he will poison me because I'm asking for my share of my father's property. He already tried once.", intent: "safety" },
  {
    message: "My cousin was taken by military men from Wilberforce last night and nobody knows where they carried him. The family is going mad.",
    intent: "urgent",
  },
  { message: "Can my driver drop me at the door?", intent: "knowledge:Parking" },
  { message: "Can you write a speech for our Police Day celebration? About 5 minutes.", intent: "off-topic" },
  { message: "Abeg una de du kes fo polis? Wan polisman bin bit mi na Wellington las yia, a wan tek am go kot.", intent: "area:criminal" },
  { message: "help!!! police beat and arrest my son in Dwarzark, now he is in Kingtom cell bleeding", intent: "urgent" },
  { message: "They said they will kill me for being gay. They know where I live. I can't go to the police.", intent: "safety" },
  { message: "What are my rights if soldiers stop me at a checkpoint and ask for money?", intent: "legal-question" },
  {
    message:
      "They arrested my husband at the Ministry today where he works and took him to CID. He is a civil servant. Our children are crying. Please I need help for him.",
    intent: "urgent",
  },
  { message: "My son was arrested 2 years ago when he was 16 and they kept him with adults. Was that against the law?", intent: "legal-question" },
  { message: "A bin sayn kɔntrak fo bil os fo wan man, i nor pe mi di las moni", intent: "area:contract" },
  { message: "Usay a go pak mi motoka?", intent: "knowledge:Parking" },
  { message: "Tenki o, God bless una", intent: "thanks" },
  { message: "Construction dispute with the contractor on our guesthouse at Bureh Beach, we want arbitration not court", intent: "area:arbitration" },
  { message: "Is there a gym near Siaka Stevens Street?", intent: "off-topic" },
  { message: "recipe for cassava leaf with palm oil", intent: "off-topic" },
  { message: "Did you hear what happened at Kissy police station yesterday? It was all over the radio this morning, what's the latest?", intent: "off-topic" },
  { message: "Leone Stars fixtures this month?", intent: "off-topic" },
  { message: "hw long can a case stay in court b4 dem throw am out? my bro case don tek 3 yrs", intent: "legal-question" },
  { message: "Dem bin arrest mi na 2021 fo jamba, dem lef mi, bot di kes stil de na kot. A wan lawya.", intent: "area:criminal" },
  {
    message: "Boss my okada case, police charge me wit reckless riding, court date next month. Lawyer fee how much?",
    intent: "area:criminal",
    also: ["knowledge:Fees"],
  },
  { message: "I want to divorce my husband, we married in church in 2015. Can you help?", intent: "area:family" },
  {
    message:
      "We are in Kenema. Police came with the chief and took my husband over a debt. He's in the lock-up. How quick can someone come? My phone is low battery.",
    intent: "urgent",
  },
  { message: "Is there parking at your office?", intent: "knowledge:Parking" },
  { message: "??", intent: "unknown" },
  { message: "Do you have WhatsApp?", intent: "phone" },
  { message: "Where is your office?", intent: "address" },
  { message: "my husband married a second wife without telling me, i want out", intent: "area:family" },
  { message: "I don't know how to start", intent: "unknown" },
  { message: "Does Fatmata Kamara still practise or has she retired?", intent: "attorney:Fatmata Kamara" },
  { message: "Mi wan kam si una tumara fo tok bot mi lan kes", intent: "booking", also: ["area:land"] },
  { message: "Wan polisman slap mi las wik na Lumley. Dat de na lɔ?", intent: "legal-question" },
  { message: "do u know any security companies hiring guards in Freetown? i need work", intent: "off-topic" },
  { message: "wat r d requirements to join the police force, i'm 22 with WASSCE", intent: "off-topic" },
  { message: "do i have to answer police questions if they stop me on the street?", intent: "legal-question" },
  { message: "We want to end a service contract with our cleaning company, need help with the letter", intent: "area:contract" },
  { message: "I need to change the directors on my company registration, can your office do it for me?", intent: "area:business" },
  { message: "How can I reach you?", intent: "contact" },
  {
    message:
      "Our company's site manager in Port Loko was detained by police this morning over a land dispute with villagers. He is still at the station. We need criminal counsel immediately. Ibrahim S., Director",
    intent: "urgent",
  },
  { message: "gimme number to call", intent: "phone" },
  { message: "Una nɔmba?", intent: "phone" },
  { message: "i am being blackmailed with my photos and the guy says he will come to my house and hurt me if i dont pay by tonight", intent: "safety" },
  { message: "Is Kamara Chambers doing criminal defence? My friend got charged with forging land documents.", intent: "area:criminal" },
  { message: "I'm in the UK and visiting Freetown in December. Can I schedule a meeting with Fatmata Kamara for the 12th?", intent: "booking" },
  { message: "I'd like to meet a lawyer to discuss suing the police for what happened to me in 2022.", intent: "booking", also: ["area:criminal"] },
  { message: "customary marriage divorce, how una de do am", intent: "area:family" },
  { message: "What are your office hours?", intent: "hours" },
  { message: "do u handle criminal cases? my cousin has a case at the magistrate court in Makeni", intent: "area:criminal" },
  {
    message: "My cousin's little girl has been taken by her father's people to the village and they are threatening to hurt the mother if she comes for her.",
    intent: "safety",
  },
  {
    message:
      "Our NGO works with young offenders in Bo. We need a firm to represent some children who are on bail at the juvenile court. Do you take criminal cases for NGOs?",
    intent: "area:criminal",
  },
  { message: "Dem de trit fo kil mi bikos of di lan na Waterloo, dem kam wit kɔtlas las nait", intent: "safety" },
  {
    message:
      "Good day. My son was convicted of a cybercrime offence in 2020 and he served his time. He is now applying for a visa and the embassy wants the court records. Can you help us get the documents?",
    intent: "area:criminal",
  },
  { message: "Us lawya dem de wok de? wetin na dem nem?", intent: "team" },
  { message: "is it legal for police to ask money for bail? they said bail is free but they collected 500k from us last time", intent: "legal-question" },
  {
    message: "Police kept me overnight in 2021 and made me sign a statement in English which I don't read well. Can that statement be used against me?",
    intent: "legal-question",
  },
  { message: "How do I get to your office from Lumley?", intent: "address" },
  { message: "Is it possible to get an appointment this week? Anytime after 2pm", intent: "booking" },
  {
    message:
      "I'm writing from Germany. My mother called me crying, my brother has been detained at Kenema police station since Thursday and they haven't let anyone see him. Please can your firm represent him? I can pay from here.",
    intent: "urgent",
  },
  { message: "I owe a man money from a business deal and he says he'll get police to arrest me. Can they do that?", intent: "legal-question" },
  { message: "what's the dollar to leones rate today", intent: "off-topic" },
];
