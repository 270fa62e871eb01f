import type { LabelledMessage } from "./labelled-message";

// Night workers and night-time trouble; writers: old Krio watchman, night nurse, Kissy baker, Lumley barmaid, night-run lorry/okada driver, London care worker in the diaspora, 2 a.m. insomniac student, retired formal landlord kept up by noise.
export const DEVELOPMENT_HUNDREDTH: LabelledMessage[] = [
  { message: "good evening, anybody there at this hour?", intent: "greeting" },
  {
    message: "Abeg una help, polis dem hol mi broda na checkpoint for Waterloo las nite, e bin de drive lorry from Bo. Dem nor gree release am since 1am",
    intent: "urgent",
  },
  {
    message:
      "I am a nurse on permanent night duty at a private clinic in Wilberforce. For eight months they have not paid the night allowance written in my contract, and the manager now says it was 'never agreed'. I have the signed contract with me. I would like the firm to take this up for me.",
    intent: "area:contract",
  },
  { message: "wetin fit make bread dough rise quick wen di nite cold? mi oven man nor cam today", intent: "off-topic" },
  { message: "u people open sat? I wrk nite so only weekend i free", intent: "hours" },
  { message: "mi boss say if tif enta di shop wen a de watch, na me go pay for di tins dem. e get right fo cut am from mi pay?", intent: "legal-question" },
  {
    message:
      "I bake from 2am in a small shed on my late father's land in Kissy. Yesterday a man came with papers saying the plot is his and he wants to pull down my oven. I need a lawyer to check who really owns the land.",
    intent: "area:land",
  },
  {
    message:
      "the man who robbed me at the bar last week is outside my house now shouting that he will finish me if i go to police. i locked the door, i am alone with my kids",
    intent: "safety",
  },
  {
    message: "Good morning. I work nights at the port gate and sleep in the day. Could I get an appointment with one of your lawyers around 4pm on a weekday?",
    intent: "booking",
  },
  {
    message:
      "my cousin na night watchman, di warehouse bin get tif an now dem charge am sey na im open di door. court day na nex Tuesday. una de defend people like dat?",
    intent: "area:criminal",
  },
  { message: "how mch u charge 4 consultation? nite shift pay small", intent: "knowledge:Fees" },
  { message: "how many lawyers una get for di office?", intent: "team" },
  { message: "which sleeping tablet is safe to take after night duty? I'm on my fourth night and my body won't switch off", intent: "off-topic" },
  {
    message:
      "I work night shifts in a care home in Croydon and my wife in Freetown has taken our two children to her mother's and won't let me speak to them. I send money every month. I want to start custody proceedings from here, can your family lawyers handle this?",
    intent: "area:family",
  },
  { message: "soja dem tek mi sista frm di bar na Aberdeen 11pm say curfew, she de na barracks now. pls wetin we go do", intent: "urgent" },
  {
    message: "me and two friends wan register small bakery company so we fit supply bread to supermarket. una de do company registration?",
    intent: "area:business",
  },
  { message: "if police catch me driving after curfew with passengers, can they seize my vehicle for good or only fine me?", intent: "legal-question" },
  {
    message:
      "Dear Sir, I am a night tally clerk at Queen Elizabeth II Quay and I also own a small bakery. A container of flour consigned to me was discharged damaged, half of it wet. The shipping line refuses all responsibility. I wish to make a cargo claim.",
    intent: "area:shipping",
  },
  { message: "tenki ya, God bless", intent: "thanks" },
  { message: "hmm", intent: "unknown" },
  {
    message:
      "We supply bread every night to a hotel in Lumley. They owe us for 5 months. Our contract says disputes go to arbitration, not court. Can you take us through that?",
    intent: "area:arbitration",
  },
  { message: "pls send di number wey i fit call, mi data don finish", intent: "phone" },
  {
    message:
      "My husband is a night guard at a bank in Kissy. Police came to his post at 3am and took him away, they say money is missing from the vault. He is still at Kissy station and nobody is telling us anything.",
    intent: "urgent",
  },
  { message: "who win di Leone Stars match las nite? we nor get light for di bar", intent: "off-topic" },
  { message: "Is there space to park a taxi near your office? I'll come straight after my night run", intent: "knowledge:Parking" },
  { message: "di bar owner don beat me tonight becos I ask for mi moni, e say if I cam back e go kill me. I de hide na mi fren os", intent: "safety" },
  { message: "wan see lawyer 2moro morning after mi shift, 9am possible?", intent: "booking" },
  {
    message: "i drive night bus fo one company Freetown to Kenema, no contract paper, dem sack me yestade wit no pay. I wan lawyer fo dis",
    intent: "area:contract",
  },
  { message: "wat email i go send my documents to", intent: "email" },
  {
    message: "They charged me with loitering at night after I left the bakery at 3am to go home. I have to go to court. I need a defence lawyer.",
    intent: "area:criminal",
  },
  {
    message: "Our neighbour runs a generator and loud music until 4am every single night. Is that legal in Freetown? Can we force him to stop?",
    intent: "legal-question",
  },
  { message: "Do you still take people at 4.30pm or is that too late? I only wake up around 3", intent: "hours" },
  { message: "write me a short poem about the moon for my girlfriend, i work nights and miss her", intent: "off-topic" },
  {
    message: "Landlord don sell di compound wey we de rent and new owner say make all tenant comot in one week. We need lawyer fo dis lease ting",
    intent: "area:land",
  },
  { message: "do you have a woman lawyer? I'd feel easier telling a woman what happened to me on the night bus", intent: "team" },
  { message: "pls pls dem don arrest mi son las nite na Lumley beach say e de smoke, e jus 17, dem carry am go Congo Cross station", intent: "urgent" },
  { message: "mi man die for accident on night run to Makeni, now im family wan tek di os and di lorry. I need lawyer fo inheritance", intent: "area:family" },
  { message: "Una lawyer dem de tok Krio? mi inglish nor too strong", intent: "knowledge:Languages spoken" },
  {
    message:
      "I own a nightclub in Aberdeen and want to bring in an investor from Ghana as a shareholder. I need help with the shareholder agreement and the company changes.",
    intent: "area:business",
  },
  { message: "how i fit reach una? call, whatsapp, email, anyting. I de work nite so I go write", intent: "contact" },
  { message: "if my employer makes me work 12 hour nights 7 days a week with no day off, is that allowed under Sierra Leone law?", intent: "legal-question" },
  {
    message:
      "Our ship's crew worked night loading and now the port authority won't let the vessel sail because of unpaid port dues the charterer was supposed to settle. The owners need a shipping lawyer in Freetown.",
    intent: "area:shipping",
  },
  { message: "ok bye, I go sleep now", intent: "goodbye" },
  { message: "how much petrol cost now per gallon? I drive nights and the price keep changing", intent: "off-topic" },
  {
    message:
      "Dear Sir/Madam, I would like to schedule a consultation regarding a nuisance complaint against a drinking spot near my residence, preferably on Friday morning. Kindly confirm.",
    intent: "booking",
  },
  { message: "Me and mi partner for di bakery wan settle we palaver without court. Una de do mediation?", intent: "area:arbitration" },
  { message: "some boys follow me since I close the bar, they standing by my gate now with cutlass. what do i do", intent: "safety" },
  {
    message: "Police held my uncle overnight at Eastern Police after the fight at the night market, he wasn't even involved. Please someone call me",
    intent: "urgent",
  },
  { message: "wetin una de do? all kind case or only some?", intent: "services" },
  { message: "hi there, just finished my shift", intent: "greeting" },
  {
    message:
      "Dem say na my okada knock one man for nite na Kissy Road an run. I nor bin de dae. Polis say make I cam station Monday. I need lawyer fo defend me",
    intent: "area:criminal",
  },
  { message: "best way to keep bread soft till morning market?", intent: "off-topic" },
  {
    message: "they have my brother at the CID since yesterday night, he was the night watchman at the fuel station that got robbed. they beat him. please help",
    intent: "urgent",
  },
  {
    message:
      "I was robbed on my way home from night shift and the police want me to pay for their fuel before they investigate. Are they allowed to ask me for money like that?",
    intent: "legal-question",
  },
  {
    message:
      "Good day. The bar where I work made me sign a paper saying I will pay for any broken glasses and any short money at closing. Now they want me to sign a new one for next year. I want a lawyer to look at this contract before I sign.",
    intent: "area:contract",
  },
  { message: "wen una de open for mornin? i close bakery 7am, I fit reach before 8?", intent: "hours" },
  { message: "mi man cam home drunk every nite an beat me, tonite e lock di door an e get knife. I de inside bathroom now", intent: "safety" },
  { message: "Abeg I want divorce. Mi man na night driver, e nor de come home again, e get odda woman na Bo 3 years now", intent: "area:family" },
  {
    message: "Is Hawa Turay still with your chambers? She helped my aunt with her will and I need her for my late mother's property.",
    intent: "attorney:Hawa Turay",
  },
  { message: "cn i bk apntmnt wit lawyer fo wednesday. i wrk nite so afta 12 noon beta", intent: "booking" },
  {
    message:
      "Our family land in Waterloo - my uncles are selling plots at night to strangers without telling the rest of us. By the time we wake up there are pillars in the ground. I need a lawyer to stop this.",
    intent: "area:land",
  },
  { message: "recommend a good energy drink to stay awake on night shift", intent: "off-topic" },
  { message: "Who are the lawyers in your firm? Just want to know the names", intent: "team" },
  { message: "Wetin I go bring wen I cam see lawyer? I get di police paper an mi ID card", intent: "knowledge:What to bring" },
  { message: "I want to open a 24-hour pharmacy and register it as a limited company. Can your firm do the registration for me?", intent: "area:business" },
  { message: "Ma pikin dem tek am las nite na ataya base wen curfew start. e de Kissy polis station till now. abeg", intent: "urgent" },
  {
    message:
      "I work night shift at the quay. A crane dropped cargo on a vessel we were loading and now the charterers blame the stevedore company. Do you handle charter party disputes?",
    intent: "area:shipping",
  },
  { message: "how I fit charge mi phone wen light nor de all nite?", intent: "off-topic" },
  {
    message: "I rent a room over a bar. Music every night till 5am. If I stop paying rent until they fix the noise, can the landlord throw me out?",
    intent: "legal-question",
  },
  {
    message:
      "Dear Counsel, our security company has a dispute with a mining client over unpaid night guard services. The contract provides for arbitration in Freetown. We require representation in the arbitration.",
    intent: "area:arbitration",
  },
  { message: "pls", intent: "unknown" },
  { message: "Can I have the email for consultations? I want to write it all down tonight while I still remember", intent: "email" },
  { message: "i got a court summons for selling drinks after hours in my bar, first time ever. need a lawyer to go with me", intent: "area:criminal" },
  { message: "Polis dem de na mi door now, na 2 o'clock nite, dem say dem wan carry mi husban. wetin a go do", intent: "urgent" },
  { message: "Can I pay the lawyer small small? Night watch pay no big", intent: "knowledge:Fees" },
  {
    message: "I be nite security 6 years fo one company, dem nor gi me appointment letter. now dem sack me wit no benefit. I wan tek dem case",
    intent: "area:contract",
  },
  { message: "Wetin be una WhatsApp number", intent: "phone" },
  { message: "Someone broke into my room tonight while I slept, I think they are still in the compound. I'm so scared", intent: "safety" },
  { message: "Does your firm only do court cases or do you do other things too?", intent: "services" },
  {
    message:
      "Good evening. I am a night nurse and a single mother. My children's father stopped sending money for them since January. I want him to pay maintenance. Can you help me take him to court?",
    intent: "area:family",
  },
  { message: "I'd like to sit down with a lawyer face to face about my late husband's estate. Any slot on Thursday?", intent: "booking" },
  { message: "can you help me write my CV for a night receptionist job at a hotel", intent: "off-topic" },
  { message: "where una office de? I go cam by kekeh", intent: "address" },
  { message: "If I was drunk when I signed the paper at the bar to sell my car, does the sale still stand?", intent: "legal-question" },
  { message: "Are all your lawyers based in Freetown or do some sit in the provinces?", intent: "team" },
  { message: "i wan buy small lan fo build bakery na Hastings, need lawyer fo check di papers before a pay", intent: "area:land" },
  { message: "are you people open on public holidays", intent: "hours" },
  {
    message:
      "My driver was stopped at a night checkpoint near Masiaka and the police have kept him and the truck since 10pm. He's calling me from the station right now.",
    intent: "urgent",
  },
  { message: "we run night security company. want to change directors and update company at registrar. una fit do am?", intent: "area:business" },
  { message: "thanks a lot, that helps", intent: "thanks" },
  { message: "What are all the ways to get hold of you people? Call, email?", intent: "contact" },
  { message: "parking de near di office? I get van", intent: "knowledge:Parking" },
  { message: "Whats the weather for tomorrow night in Freetown, will it rain?", intent: "off-topic" },
  { message: "Customs holding our container of oven parts at the port for 3 weeks, saying wrong papers. we need help to clear it", intent: "area:shipping" },
  { message: "Can the police lawfully pick me up just for walking home at 1am if there is no curfew announced?", intent: "legal-question" },
  { message: "Di club manager say if I nor sleep wit am e go kill me an tro mi body na sea. I fraid fo go work tonite", intent: "safety" },
  {
    message: "the taxi owners association wants mediation with the drivers over night shift money, not court. can your firm mediate or arrange that?",
    intent: "area:arbitration",
  },
  { message: "book me with a lawyer pls for Monday 10am", intent: "booking" },
  {
    message:
      "Soldiers picked up 3 of our night guards at the market last night for curfew and took them to Wilberforce barracks. The families can't see them. Please advise urgently.",
    intent: "urgent",
  },
  {
    message:
      "I am writing at 3am because they took my son. He works as a bouncer at a club in Lumley and after a fight the police threw him in the van. He is at Lumley police station now. Please, what can a lawyer do tonight?",
    intent: "urgent",
  },
  {
    message:
      "Dear Sir, I am a retired civil servant. My neighbour has built a wall, at night so that no one would see, which encroaches two metres onto my land at Hill Station. I require your assistance with this boundary dispute.",
    intent: "area:land",
  },
  { message: "hw 2 mak tea bread lyk di one dem sell na Kissy road", intent: "off-topic" },
  { message: "Kushe o", intent: "greeting" },
  {
    message: "My lorry was stopped at night and the police took my licence. Will I get it back if I pay the fine or will I lose it for good?",
    intent: "legal-question",
  },
  { message: "mi papa die las month, e nor write will. mi step mama wan tek all. i need lawyer fo di inheritance matter", intent: "area:family" },
  { message: "There's a mob outside the bakery saying we stole a child. They are banging the door. Please help us", intent: "safety" },
  { message: "r u open 2day? wat time u close", intent: "hours" },
  {
    message:
      "I work as a barman at a hotel and they reduced my salary without any letter after I refused to do more night shifts. I want to challenge them with a lawyer.",
    intent: "area:contract",
  },
  { message: "abeg I want meet lawyer about mi job case. wen I fit cam?", intent: "booking" },
  { message: "Est-ce que vous parlez français? I am from Conakry, I drive trucks at night to Freetown", intent: "knowledge:Languages spoken" },
  { message: "mi fren dem hol am since yestade na Ross Road polis. e bin de sell na night market witout permit. dem nor gi am bail", intent: "urgent" },
  {
    message: "I'm accused of stealing from the till at the nightclub where I work. No arrest yet but the manager reported me. I need a lawyer to defend me.",
    intent: "area:criminal",
  },
  { message: "what football matches are on tonight, i want to put them on the bar tv", intent: "off-topic" },
  { message: "i nid to no which lawyers una get an wetin dem de do", intent: "team" },
  { message: "Abeg I get small bar na Congo Town, I wan register am proper wit business name. una de do dat?", intent: "area:business" },
  { message: "I need to ask something", intent: "unknown" },
  {
    message:
      "Our fishing boat went out at night and the navy seized it for fishing in the wrong zone. The crew were sent home but the boat is still held. The owner needs a shipping lawyer.",
    intent: "area:shipping",
  },
  { message: "If a thief breaks into the shop at night and I hit him with my stick and he is injured, can I be charged?", intent: "legal-question" },
  { message: "email address pls", intent: "email" },
  { message: "We got an arbitration award against a catering company but they won't pay. Can you help enforce the award?", intent: "area:arbitration" },
  {
    message:
      "My ex-boyfriend waits for me every night when I finish at the bar and says he will throw acid on my face. I change my route but he always finds me.",
    intent: "safety",
  },
  { message: "For the appointment on Friday, which documents should I carry? It's about my late father's house.", intent: "knowledge:What to bring" },
  { message: "mi baby de cry all nite, wetin I go gi am", intent: "off-topic" },
  {
    message: "I am in Birmingham. My brother sold my plot in Goderich while I was away. I still have my title deed. I want a lawyer in Freetown to handle it.",
    intent: "area:land",
  },
  { message: "polis don tek mi husban from di os dis morning 4am, dem nor tell we why. pls hep", intent: "urgent" },
  {
    message:
      "Dear Madam, I supply firewood to five bakeries in the east end. One of them refuses to pay under our written supply agreement. I would like you to enforce the agreement.",
    intent: "area:contract",
  },
  { message: "pls give me the phone number for the office", intent: "phone" },
  { message: "Could I see Mr Sesay or any business lawyer next week about registering my night transport company?", intent: "booking" },
  {
    message:
      "I want to adopt my late sister's boy, he has been with me since she died. I work nights as a watchman but my wife is home with him. Can you help with the adoption?",
    intent: "area:family",
  },
  { message: "oky tanks", intent: "thanks" },
  { message: "What kind of cases do you take?", intent: "services" },
  {
    message: "My brother was granted bail last week after the curfew case. Now he needs a lawyer for the trial. Can your firm defend him?",
    intent: "area:criminal",
  },
  { message: "is there any night school in Freetown for adults?", intent: "off-topic" },
  { message: "I want to contact the firm. I work nights so what's best, email or WhatsApp or call? Give me all of them", intent: "contact" },
  { message: "How do I get to your office from Eastern Police? I'll come by poda poda", intent: "address" },
  {
    message: "My landlord cuts the light every night at 10pm to save money but I pay for it in the rent. Does he have the right to do that?",
    intent: "legal-question",
  },
  { message: "Any chance someone is in the office at 7am before I go to sleep?", intent: "hours" },
  { message: "Please I am hiding in the storeroom, armed robbers are in the supermarket where I do night guard", intent: "safety" },
  {
    message: "na di station dem keep mi mama since yestade nite, dem say she hide stolen goods fo her shop. she get pressure. abeg una help",
    intent: "urgent",
  },
  { message: "Our bank froze the account of our bakery company after a dispute between the shareholders. We need a business lawyer.", intent: "area:business" },
  { message: "Do you do legal aid for people who can't pay? I'm a night watchman with small pay.", intent: "knowledge:Fees" },
  { message: "which is better, Africell or Orange night bundle?", intent: "off-topic" },
  {
    message:
      "Dear Sirs, we chartered a vessel to carry cement to Freetown. The owners delayed for two weeks and are now demanding demurrage from us. We need representation under the charter party.",
    intent: "area:shipping",
  },
  { message: "the bakery owner never paid NASSIT for me for 5 years. can I still claim it now or is it too late?", intent: "legal-question" },
  { message: "Una fit help me an mi business partner settle we palaver outside court? we get two bar togeda", intent: "area:arbitration" },
  { message: "I would like to arrange a meeting with a criminal lawyer for my son. He is out on bail. When is possible?", intent: "booking" },
  { message: "does the firm have a woman for family matters? and how many partners are there?", intent: "team" },
  { message: "Ok I will come tomorrow. Bye", intent: "goodbye" },
  {
    message:
      "Mi broda was picked up by police on his okada after 10 pm, dem say no light on di bike. e still de Kissy station now, dem want 500 thousand fo release",
    intent: "urgent",
  },
  {
    message:
      "i de drive nite fo one man wey get 3 taxi. we agree say I go pay am 150k a week, now e say 250k an e wan tek di car. we sign paper. I need lawyer fo dis agreement",
    intent: "area:contract",
  },
  {
    message:
      "They've locked up my wife at Central Police since midnight. She's a nurse, she was coming back from night duty and was stopped. Nobody will tell us the charge.",
    intent: "urgent",
  },
  { message: "can u tell me how long to boil cassava leaf, I cook for night shift workers", intent: "off-topic" },
  { message: "office hours?", intent: "hours" },
  {
    message: "Tonight my landlord and his boys came to beat me because I complained about the noise. They said they'll come back. I'm bleeding.",
    intent: "safety",
  },
  { message: "Good evening, I'd like to know if Ibrahim Jalloh is available. A friend said he handled her brother's bail.", intent: "attorney:Ibrahim Jalloh" },
  { message: "Mi granma lan na Lumley, somebody don start build os on top am at nite so nobody go see. we need lawyer quick", intent: "area:land" },
  {
    message:
      "I found a man's wallet at the bar after closing and kept it for a week. Now he says I stole it. Can they charge me with theft when I planned to return it?",
    intent: "legal-question",
  },
  { message: "Gd evng", intent: "greeting" },
  {
    message: "I need to make a will. I drive the Freetown to Kailahun road at night and anything can happen to me. I want my kids protected.",
    intent: "area:family",
  },
  { message: "Hi, is it possible to have a video call consultation with a lawyer? I'm in Accra, I work nights so early morning suits me.", intent: "booking" },
  { message: "Translate 'I am on night shift this week' into French for me", intent: "off-topic" },
  { message: "Can I park mi okada in front of una office?", intent: "knowledge:Parking" },
  {
    message: "Police charged my son with breaking curfew and resisting. He's home now but court is next week. We need a defence lawyer.",
    intent: "area:criminal",
  },
  { message: "dem don tek mi pikin go Waterloo polis since las nite, dem say e tif phone. e jus 15. abeg wetin we go do now", intent: "urgent" },
  { message: "How many female lawyers do you have?", intent: "team" },
  {
    message: "Our company runs night buses and we want a foreign investor to come in. We need help with the investment rules and the shares.",
    intent: "area:business",
  },
  { message: "If a passenger gets robbed in my taxi at night, am I responsible to pay them back?", intent: "legal-question" },
  { message: "what's the dollar rate today at the bank", intent: "off-topic" },
  {
    message:
      "I'm a seaman. We worked nights unloading at the quay and the ship owner hasn't paid crew wages for 3 months. The ship is still in Freetown. Can a shipping lawyer help us?",
    intent: "area:shipping",
  },
  { message: "Appreciate it, thank you", intent: "thanks" },
  {
    message:
      "We have a dispute with the contractor who built our bakery, the roof leaks on the ovens. The contract says go to arbitration. Do you handle arbitration?",
    intent: "area:arbitration",
  },
  { message: "Please what's your email? I prefer writing, I'm awake at night and can type it properly then.", intent: "email" },
  { message: "i no fit go home, some men wey rob me las week de wait na mi junction every nite, dem say dem go kill me if I tok", intent: "safety" },
  { message: "Hello, can you tell me the services you offer?", intent: "services" },
  { message: "My employment contract says I must work nights but they never pay the overtime. I want a lawyer to claim my overtime.", intent: "area:contract" },
  {
    message: "My cousin has been in the Aberdeen police cell since Friday night. They say loitering. He's asthmatic and has no inhaler with him.",
    intent: "urgent",
  },
  { message: "wetin time una close fo Friday", intent: "hours" },
  { message: "what song should I play to close the bar, something everybody knows", intent: "off-topic" },
  { message: "Do you have a lawyer who speaks Mende? My grandmother only speaks Mende", intent: "knowledge:Languages spoken" },
  {
    message: "We rent a shop at the lorry park. The landlord wants to raise the rent in the middle of the lease. I want a lawyer to check our lease.",
    intent: "area:land",
  },
  { message: "Wan appointment wit lawyer. Any day nex week. Mi numba na 078 112 334", intent: "booking" },
  { message: "what number can I call you on?", intent: "phone" },
  {
    message: "My husband and I are separating. I want custody of our two girls, he works nights at the mine and can't look after them.",
    intent: "area:family",
  },
  {
    message: "My employer wants me to sign a paper saying I will not work for any other bakery for 2 years after I leave. Is that enforceable?",
    intent: "legal-question",
  },
  { message: "is it safe to drive Freetown to Kenema at night these days? roads okay?", intent: "off-topic" },
  {
    message: "A customer accused me of sexual assault at the bar. It's false. Police called me for questioning on Monday. I want a criminal lawyer with me.",
    intent: "area:criminal",
  },
  { message: "My neighbours are threatening to burn my house because my music shop stays open late. They say tonight. I'm afraid.", intent: "safety" },
  { message: "Please send me your contact details, all of them", intent: "contact" },
  { message: "Where exactly is Siaka Stevens Street? Near which landmark?", intent: "address" },
  { message: "abeg di MP dem, military police, carry mi broda na checkpoint las nite, dem de beat am. e de dem base now", intent: "urgent" },
  {
    message: "Dear Sir, we are a group of night market traders wishing to form a cooperative company. Kindly advise if your firm handles this registration.",
    intent: "area:business",
  },
  { message: "Do I need to carry my title deed to the consultation or just a copy?", intent: "knowledge:What to bring" },
  { message: "Na how much lawyer de work dae?", intent: "team" },
  {
    message: "Port customs seized our generators at the QEII quay saying they were undervalued. We need someone to deal with customs.",
    intent: "area:shipping",
  },
  { message: "Please could I meet a land lawyer on Tuesday afternoon?", intent: "booking" },
  { message: "Can my boss refuse to give me maternity leave because I work night shift?", intent: "legal-question" },
  { message: "We already went to mediation with the hotel and agreed, but they're not following the agreement. Can you help?", intent: "area:arbitration" },
  {
    message: "They arrested my father at the bakery at 5 am, saying he employs underage kids. He's at Kissy station now. Please someone help.",
    intent: "urgent",
  },
  { message: "Alright, later", intent: "goodbye" },
  { message: "wetin be di best flour fo bread, Sun or Lion?", intent: "off-topic" },
  {
    message:
      "I served 2 years for a night robbery at Lumley that I did not do. The real man has now confessed to his pastor. I want to appeal my conviction and clear my name. Please can your criminal lawyers take the appeal?",
    intent: "area:criminal",
  },
  { message: "hey", intent: "greeting" },
  { message: "Please help, the police came at 1am and are putting my son in the car right now", intent: "urgent" },
  { message: "Open now?", intent: "hours" },
  {
    message:
      "Long story but I'll try. My mum bought land in Allen Town in 2005 and the papers were in her name. When she died my uncle got a new survey plan done at Lands Ministry in his own name. We need a lawyer to do a title search and fight this.",
    intent: "area:land",
  },
  { message: "Dem sey if you go out after curfew dem fit jail you 6 months. Na true?", intent: "legal-question" },
  { message: "Mi sista man bin de beat am wan wan nite but now she don comot an she wan divorce. una fit help am?", intent: "area:family" },
  { message: "he's at the door with a machete right now, he said he'd kill me for reporting him", intent: "safety" },
  { message: "What areas of law do you practise?", intent: "services" },
  { message: "is di first consultation free?", intent: "knowledge:Fees" },
  {
    message:
      "Dear Sir, I have been offered a job as a night supervisor at a mining company. Before signing, I'd like a lawyer to review the employment contract.",
    intent: "area:contract",
  },
  { message: "how do I become a security guard, what training do I need", intent: "off-topic" },
  { message: "soja dem hol mi husban na barracks since yestiday, e bin de cam from night work. we nor fit see am", intent: "urgent" },
  { message: "Set up a meeting with a family lawyer for me. I'm free mornings.", intent: "booking" },
  { message: "need help with shareholder dispute, 3 of us own a lounge bar and one partner took all the profit", intent: "area:business" },
  { message: "The police stopped me at night and went through my phone without a warrant. Was that legal?", intent: "legal-question" },
  { message: "Any of your lawyers young? I'd relate better", intent: "team" },
  {
    message:
      "We run night loading at the quay and a container fell into the water from the ship. The insurer and the line blame each other. Can your shipping people help us?",
    intent: "area:shipping",
  },
  { message: "send me una email, I go type mi story tonite", intent: "email" },
  { message: "what's a good name for a night bakery", intent: "off-topic" },
  {
    message: "We have a contract dispute with a supplier and the contract says arbitration. We want to go that way with your firm rather than court.",
    intent: "area:arbitration",
  },
  { message: "my boss at the bar locked me inside and won't let me leave since the bar closed, he says I owe him money. it's 3am", intent: "safety" },
  { message: "dem don owe me 4 month salary fo di bakery. I de work from 2am to 10am. I want lawyer fo collect mi moni", intent: "area:contract" },
  { message: "?", intent: "unknown" },
  { message: "Any parking near Siaka Stevens street? Is it safe to leave a car there?", intent: "knowledge:Parking" },
  { message: "We want to lease a plot near the highway for a night truck stop. Need a lawyer to draft the lease.", intent: "area:land" },
  { message: "They are holding our night watchman at Kissy station since Saturday. We are his employers and want to get him out on bail.", intent: "urgent" },
  { message: "Do you have a landline or just mobile?", intent: "phone" },
  {
    message:
      "I'm a night taxi driver. A passenger died in my car last month, a heart attack, and now his family says I killed him. Police opened a case. I want a lawyer ready.",
    intent: "area:criminal",
  },
  { message: "wetin I fit do fo mi back pain after long driving nite", intent: "off-topic" },
  { message: "If my wife leaves with the children while I'm on night shift, is that kidnapping?", intent: "legal-question" },
  { message: "My late wife's family want to take our baby because I work nights. I want to keep my child. Please help with custody.", intent: "area:family" },
  { message: "Thnx", intent: "thanks" },
  { message: "what days of the week do you work? is it Monday to Saturday?", intent: "hours" },
  { message: "Can I come in tomorrow at 2pm to talk to someone about my land?", intent: "booking" },
  { message: "best way to reach una?", intent: "contact" },
  { message: "How do I register a security company? Can your firm do all the paperwork?", intent: "area:business" },
  { message: "Address please, I want to come by", intent: "address" },
  { message: "do una handle tins like lan, family, polis case? wetin una nor de do?", intent: "services" },
  { message: "Di polis nor gree release mi man since 2 days. Dem say e drink an drive fo nite. E nor get lawyer.", intent: "urgent" },
  { message: "Do you speak Temne in the office?", intent: "knowledge:Languages spoken" },
  {
    message: "Our consignment of frozen fish was left at the port overnight without power and spoiled. We want to start a cargo claim.",
    intent: "area:shipping",
  },
  { message: "Can a bar owner lawfully keep my ID card because I owe him money?", intent: "legal-question" },
  { message: "any good cheap restaurants open late in Freetown", intent: "off-topic" },
  { message: "I'm on the road near Masiaka, some men blocked the road with logs and are attacking cars. I'm hiding in the bush", intent: "safety" },
  {
    message: "Dear Sir, I wish to enforce a foreign arbitral award from London against a company in Freetown. Please advise whether your firm does this.",
    intent: "area:arbitration",
  },
  {
    message: "Pls my daughter was taken by police from the nightclub at 2 am. She is 19. They took her to Malama station. She called me crying.",
    intent: "urgent",
  },
  { message: "I wan book appointment wit criminal lawyer", intent: "booking" },
  { message: "ta ta", intent: "goodbye" },
  {
    message: "Good night. I write only at this hour, forgive me. I wanted to ask, in general, what kinds of matters your chambers takes on.",
    intent: "services",
  },
  { message: "police still got my boyfriend from last night. he's a bartender, they raided the bar. at Lumley station. pls what can you do", intent: "urgent" },
  {
    message:
      "The hospital moved me to permanent night duty against the terms of my contract, and when I objected they stopped my transport allowance. I want to take this up with a lawyer.",
    intent: "area:contract",
  },
  { message: "best torch to buy for night watch, the cheap ones die fast", intent: "off-topic" },
  {
    message: "I was stopped by police at night, they took my money and let me go. If I report them, will anything actually happen to them?",
    intent: "legal-question",
  },
  { message: "is Christiana Thomas the one for employment? I want her on my case against the hotel", intent: "attorney:Christiana Thomas" },
  {
    message: "my tenants in my house at Calaba Town are running a night bar and won't leave after the lease ended. I want them out legally.",
    intent: "area:land",
  },
  {
    message: "my husband's brothers say they will beat me tonight if I don't leave the house they say belongs to them. They are already drinking outside",
    intent: "safety",
  },
  { message: "you people work on Sundays?", intent: "hours" },
  { message: "I want to contest my father's will. He left everything to his girlfriend and nothing to his 5 children.", intent: "area:family" },
  { message: "I need an appointment please. It's about a curfew case. Friday?", intent: "booking" },
  { message: "where can I fix my headlight at night, any mechanic open late in Wellington", intent: "off-topic" },
  { message: "wetin a fo bring wen a de cam? a get mi contract an pay slip", intent: "knowledge:What to bring" },
  {
    message: "I've been charged with assault after a fight outside the nightclub. I was defending myself. Need a defence lawyer for court.",
    intent: "area:criminal",
  },
  { message: "Mi broda de na Hastings polis station since 9pm yestade, dem say e waka afta curfew. abeg help", intent: "urgent" },
  { message: "We want to open a branch of our Ghana bakery chain in Freetown. Need help with the investment and company setup.", intent: "area:business" },
  { message: "Whose on your team? any senior lawyers?", intent: "team" },
  {
    message: "I've worked 10 years as a night watchman for the same family with no contract. If they sack me, do they owe me anything?",
    intent: "legal-question",
  },
  { message: "I'm a ship's agent. We need help with a charter party dispute over night loading delays at Freetown port.", intent: "area:shipping" },
  { message: "Whats the email to send a letter to the firm", intent: "email" },
  { message: "do you charge by the hour or by the case?", intent: "knowledge:Fees" },
  {
    message: "Can you act as mediators between our bakers' union and the bakery owners? We want to avoid a strike and avoid court.",
    intent: "area:arbitration",
  },
  { message: "Sorry its late", intent: "unknown" },
  { message: "Someone is trying to break my door now, I think the thieves are back, police not answering", intent: "safety" },
  { message: "The number on your website doesn't go through, is there another number?", intent: "phone" },
  { message: "i work fo one night club as DJ, dem nor pay me fo 3 months gig. we get written agreement. I wan lawyer", intent: "area:contract" },
  { message: "Can you recommend a good sleeping mask, the daylight keeps me up after night shift", intent: "off-topic" },
  { message: "I'm writing from the station. They brought me in at 11 pm for being out late and I've been here all night. My phone is low.", intent: "urgent" },
  {
    message:
      "my family wants to divide our grandfather's land in Port Loko but there's fighting among us, some put up fences at night. we need a lawyer to sort the family land",
    intent: "area:land",
  },
  { message: "Na wetin area una office de? Near PZ?", intent: "address" },
  { message: "If the club doesn't pay me for 3 months can I take their speakers as payment?", intent: "legal-question" },
  { message: "Mi an mi man nor marry proper, only traditional. Now we separate, e nor wan gi moni fo pikin. I want lawyer make e pay.", intent: "area:family" },
  {
    message: "Is it possible to meet a lawyer in the evening after 5? I work nights from 8pm so evenings are my only time.",
    intent: "booking",
    also: ["hours"],
  },
  { message: "Thank you for getting back to me so late at night.", intent: "thanks" },
  {
    message: "Police say they will charge me for the bar fight last week. I'm not in custody. I need a criminal lawyer to go with me to the station tomorrow.",
    intent: "area:criminal",
  },
  { message: "Is parking free near your office or I pay?", intent: "knowledge:Parking" },
  { message: "tell me a joke, I'm on night watch and bored", intent: "off-topic" },
  {
    message: "Pls polis don put mi papa na cell fo Kenema since yestade nite, e na lorry driver, dem say accident. abeg una get lawyer dae?",
    intent: "urgent",
  },
  { message: "Can you send me your phone, email and WhatsApp? I'll keep them.", intent: "contact" },
  { message: "Do you handle things like employment and police matters or only big business stuff?", intent: "services" },
  { message: "what time you open in the morning", intent: "hours" },
  { message: "We are a bar with a bank loan and the bank is threatening to take everything. We need a banking lawyer.", intent: "area:business" },
  { message: "How long can the police keep someone before they must take him to court?", intent: "legal-question" },
  { message: "My brother's wife is being beaten every night by him, tonight we can hear her screaming. She called me to come.", intent: "safety" },
  {
    message:
      "We shipped used cars to Freetown and two were stolen from the quay at night before we collected them. Need help with a claim against the port or the shipping line.",
    intent: "area:shipping",
  },
  { message: "abeg fix meeting fo me wit lawyer fo Monday", intent: "booking" },
  { message: "how much are generators now? the one in the bakery spoil", intent: "off-topic" },
  { message: "Police just took my husband from the bakery, they're driving to Eastern Police now. Please send someone.", intent: "urgent" },
  {
    message:
      "Our contract with the hotel has an arbitration clause. The hotel is ignoring it and went to court. Can your firm represent us to push it to arbitration?",
    intent: "area:arbitration",
  },
  { message: "Good morning. I just got off night duty.", intent: "greeting" },
  {
    message:
      "Night, sorry. I'm in Atlanta and I can only write at this hour after my shift. My late father's house in Murray Town is being rented out by a cousin who collects all the money. I have the conveyance. I want a lawyer to take the house back.",
    intent: "area:land",
  },
  {
    message: "Dem don kech mi pikin na di road 12 o'clock nite, polis carry am go, dem say e nor get ID. e de Tower Hill station. Wetin a go do?",
    intent: "urgent",
  },
  { message: "I'm writing a story about a night watchman in Freetown, can you help me with the plot", intent: "off-topic" },
  { message: "Hello there, anyone awake?", intent: "greeting" },
  {
    message: "The hotel made us work through the Christmas nights without extra pay. Is there a law that says they must pay us more for public holidays?",
    intent: "legal-question",
  },
  {
    message:
      "My son is charged with robbing a man at night in Kissy. He says he was at home asleep and his friends can confirm it. We need a lawyer to defend him at the High Court.",
    intent: "area:criminal",
  },
  { message: "Pls, di men dem wey de sell drugs na mi corner say if I report dem again dem go burn mi os tonite", intent: "safety" },
  { message: "Can I speak to someone in French? Mon anglais n'est pas bon.", intent: "knowledge:Languages spoken" },
  {
    message:
      "Dear Sir, I am a night baker and my employer dismissed me without notice after 7 years of service. I believe it was unfair and I wish to pursue my entitlements.",
    intent: "area:contract",
  },
  { message: "mon-fri only?", intent: "hours" },
  {
    message:
      "I'd like an appointment with a lawyer about the church next door that holds all-night vigils with loudspeakers. I am 71 and have not slept properly in months.",
    intent: "booking",
  },
  {
    message:
      "My wife and I want to divorce peacefully. I work on ships at night, she's a nurse, we agree on everything. Can you handle an uncontested divorce?",
    intent: "area:family",
  },
  { message: "what time does the sun rise in Freetown? I finish when it comes up", intent: "off-topic" },
  { message: "please my husband was arrested at the bar 30 minutes ago and the police are saying we must pay to release him", intent: "urgent" },
  { message: "How big is your team? Are they all senior?", intent: "team" },
  { message: "I want to turn my night food stall into a registered company so I can get a bank loan. Do you help with that?", intent: "area:business" },
  { message: "If my neighbour's dog barks all night can I take him to court and will I win?", intent: "legal-question" },
  { message: "Is anyone there... I don't know how to start", intent: "unknown" },
  {
    message: "Our client's cargo of rice was short-landed at QEII quay. The night tally shows 200 bags missing. We want to claim against the carrier.",
    intent: "area:shipping",
  },
  { message: "Abeg tell me wetin a fo carry go di office fo di lan case meeting", intent: "knowledge:What to bring" },
  {
    message: "Our company and a Chinese contractor agreed to arbitrate. We need a lawyer to represent us at the hearing in Freetown.",
    intent: "area:arbitration",
  },
  { message: "which of your emails do I use for consultations?", intent: "email" },
  {
    message: "I'm a night nurse and a patient's relatives are threatening to beat me, they've surrounded the nurses' station. Please what do I do",
    intent: "safety",
  },
  { message: "what's the best drink to sell at night, beer or palm wine?", intent: "off-topic" },
  {
    message:
      "I'm the night watchman for a plot in Regent. The owner died and now two families claim it and both want me out. I want the right owner confirmed through a land search.",
    intent: "area:land",
  },
  { message: "Call number?", intent: "phone" },
  { message: "My son was sentenced to 2 years for a night theft. Can the sentence be reduced on appeal?", intent: "legal-question" },
  {
    message: "Police say I sold fake medicine from my night pharmacy. The case comes up in magistrate court next month. I need a defence.",
    intent: "area:criminal",
  },
  { message: "ok tenki, a go call", intent: "thanks" },
  { message: "Can you give me an idea of what your lawyers do?", intent: "services" },
  { message: "my brother has been at Kissy police station since Sunday night, he's a bakery worker, they haven't charged him with anything", intent: "urgent" },
  {
    message:
      "I'm a single father working nights in Manchester. My daughter is in Freetown with her grandmother and I want to be made her legal guardian properly. Can you help?",
    intent: "area:family",
  },
  { message: "Sir what is your fee for drafting a lease agreement?", intent: "knowledge:Fees" },
  { message: "I'm at Cotton Tree. how far is your office from here and which way?", intent: "address" },
  { message: "Can I see a lawyer on Saturday? Are you even open then?", intent: "booking", also: ["hours"] },
  {
    message: "we supply night security guards to a company and they won't renew the contract or pay the last 2 months. We want you to enforce the contract.",
    intent: "area:contract",
  },
  { message: "how to use whatsapp status, my daughter showed me but I forgot", intent: "off-topic" },
  {
    message: "Dear Sirs, our bank refused to release our company's funds because of a signatory dispute among the directors. We require legal representation.",
    intent: "area:business",
  },
  { message: "You people open til what time on weekdays?", intent: "hours" },
  { message: "there is a fight at the bar now and a man has a gun, I am hiding in the kitchen", intent: "safety" },
  { message: "Do I have to let the police search my car at a night checkpoint?", intent: "legal-question" },
  { message: "They took my father from our house at 4am, men in uniform, we don't know which station, they didn't say.", intent: "urgent" },
  { message: "How can I contact you people from the UK?", intent: "contact" },
  { message: "Dear Sir, our vessel was damaged at night by a tug while berthing. We wish to make a claim against the tug operator.", intent: "area:shipping" },
  { message: "Are you a full service law firm?", intent: "services" },
  { message: "A mediation between us and the bus company failed. Now we want to go to arbitration. Can your firm take our side?", intent: "area:arbitration" },
  { message: "wetin be di price fo bag of flour now", intent: "off-topic" },
  { message: "Abeg, mi husban de na polis station since las nite. Dem say e brok curfew. Dem nor gree mek a see am.", intent: "urgent" },
  { message: "hi i need to see a lawyer asap about my job case, can i book for tomorrow?", intent: "booking" },
  { message: "that's all, goodbye", intent: "goodbye" },
  { message: "Salaam aleikum", intent: "greeting" },
  {
    message:
      "The police gave me bail but kept my passport after the nightclub incident, and my trial is coming. I need a lawyer for the bail conditions and the trial.",
    intent: "area:criminal",
  },
  { message: "pls dem arrest mi man na nite, e de na Lumley polis, dem say e fight na bar. e nor get moni fo bail", intent: "urgent" },
  { message: "what is the best time to sleep if I work 10pm to 6am", intent: "off-topic" },
  {
    message: "Dear Sir, I wish to purchase a property at Juba Hill. I need a lawyer to conduct the title search and handle the conveyancing.",
    intent: "area:land",
  },
  { message: "Mohamed Conteh - is he still at the firm? I want him for my land matter.", intent: "attorney:Mohamed Conteh" },
  { message: "they're stoning my house because I'm the one who reported the night noise from the club. my children are crying. please", intent: "safety" },
  { message: "Una de open na lunchtime? I fit cam 1pm?", intent: "hours" },
  { message: "Can my landlord lock the gate at 10pm every night so I can't get in when I come home from my night shift?", intent: "legal-question" },
  {
    message: "I want to register my marriage properly, we only did the traditional one. I also want to make a will. Can a family lawyer help me with both?",
    intent: "area:family",
  },
  { message: "I'd like to book a consultation please. I finish work at 6am, so mornings are best.", intent: "booking" },
  { message: "what's the best app for night taxi in freetown", intent: "off-topic" },
  { message: "wer I go park mi kekeh wen a cam?", intent: "knowledge:Parking" },
  {
    message: "Good evening, I'm a cleaner on night shift at a bank. They made all of us sign a new contract that cuts our pay. Can you help us challenge it?",
    intent: "area:contract",
  },
  { message: "na uman lawyer dem de dae?", intent: "team" },
  {
    message: "I'm in Ghana and want to invest in a Freetown nightclub. Need help with the investment agreement and company registration.",
    intent: "area:business",
  },
  { message: "My nephew was just grabbed by police from the night market and put in the pickup. They're leaving now. Please help!", intent: "urgent" },
  { message: "We had a container of beer for our bar stuck at the port for a month, customs demanding extra duty. Need a lawyer.", intent: "area:shipping" },
  { message: "help my daughter with homework pls, she studies at night by torchlight: what is photosynthesis", intent: "off-topic" },
  { message: "Are there matters you don't handle?", intent: "services" },
  {
    message: "we need a neutral mediator between us and our landlord over the bakery premises, not court. can your firm arrange this?",
    intent: "area:arbitration",
  },
  { message: "a man de follow me from work every nite, tonite e don enta we compound. a fraid", intent: "safety" },
  {
    message: "My passenger refused to pay the taxi fare at night and ran off, but I know his house. Can I take him to court and get my money?",
    intent: "legal-question",
  },
  { message: "phone nmbr pls", intent: "phone" },
  { message: "I need to get a title deed for land I've had for 20 years in Lungi. Can you help?", intent: "area:land" },
  { message: "Do your staff speak Limba or only Krio and English?", intent: "knowledge:Languages spoken" },
  { message: "Thanks, I'll pass this on to my mum.", intent: "thanks" },
  {
    message: "I was arrested last month for being out after curfew and released the same night. Now I've received a charge sheet. I need a lawyer.",
    intent: "area:criminal",
  },
  { message: "Abeg help! soja dem de beat mi broda now na checkpoint, dem say dem go carry am go barracks", intent: "urgent" },
  { message: "how to make chin chin to sell at the night market", intent: "off-topic" },
  { message: "mi wife don die, she get pikin wit anoda man before. I want to adopt di boy legally", intent: "area:family" },
  { message: "Please can someone from your firm see me on Wednesday about a bar fight case?", intent: "booking" },
  { message: "what r ur contacts", intent: "contact" },
  { message: "Your office address please, I am coming from Bo.", intent: "address" },
  { message: "Do I need to bring ID and payslips to the meeting about my unpaid wages?", intent: "knowledge:What to bring" },
  { message: "If I'm robbed at work as a night watchman, does my employer have to compensate me?", intent: "legal-question" },
  { message: "I need help restructuring shares in our transport company, my partner wants to exit.", intent: "area:business" },
  { message: "mi boss de na polis cell since 3 days now. Dem say e nor pay tax fo di night club. wetin a go do fo am?", intent: "urgent" },
  { message: "When can I visit? What time do you open and close?", intent: "hours" },
  { message: "My employer withheld my final pay after I resigned from night security work. I want a lawyer to get my pay.", intent: "area:contract" },
  { message: "is Grafton Road safe at night now? I want to drive that way", intent: "off-topic" },
  { message: "i am in the car and a group of boys with sticks blocked the road, they are banging the windows, I'm scared", intent: "safety" },
  {
    message: "We're a fishing company. Our vessel's charter was cancelled mid-season and the owner won't refund. Need a shipping lawyer for the charter party.",
    intent: "area:shipping",
  },
  { message: "Ok dat all fo now. Bye bye", intent: "goodbye" },
  { message: "hello, do you do land and also family cases? what else?", intent: "services" },
  {
    message: "Can your arbitration team help us with a dispute with our Ghanaian supplier? The contract says arbitration in Accra.",
    intent: "area:arbitration",
  },
  { message: "Can a curfew be imposed without a law being passed? Is the curfew in our town even legal?", intent: "legal-question" },
  { message: "Good evening o, hope una well", intent: "greeting" },
  { message: "Polis dem don lock mi wife na Waterloo station since las nite because she sell drink afta hours. She de breastfeed. Abeg.", intent: "urgent" },
  { message: "my girlfriend's ex is outside the club with his friends waiting for me to finish, they said they'll stab me", intent: "safety" },
  { message: "I want to meet a lawyer next week about my land issue. Tuesday?", intent: "booking" },
];
