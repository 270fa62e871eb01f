import type { LabelledMessage } from "./labelled-message";

// Nightlife (bars, clubs, street parties, palm wine spots, raids, drink debts); writers: a 22-year-old Lumley club-goer texting in SMS shorthand, a Kissy bar owner in heavy Krio, a palm wine seller in Bo/Makeni with dropped vowels, a Freetown DJ mixing English and Krio, a bouncer using voice typing, a UK diaspora returnee, a worried mother writing formal letters, a Guinean barmaid mixing French.
export const DEVELOPMENT_EIGHTIETH: LabelledMessage[] = [
  { message: "I was fired from the lounge for refusing to work Sunday without pay. Is that allowed under the employment law?", intent: "legal-question" },
  { message: "a boat carrying our palm wine to Conakry sank, we want to claim from the boat owner", intent: "area:shipping" },
  { message: "who are the partners", intent: "team" },
  { message: "Can una help we wit mediation? Mi an di club owner get palava over di DJ booth rent", intent: "area:arbitration" },
  { message: "Our bar company needs someone to sort out the directors and shareholding after one partner moved abroad", intent: "area:business" },
  { message: "I need a criminal lawyer. The police say I stole from the club where I work, court date next week.", intent: "area:criminal" },
  {
    message:
      "We ordered karaoke machines from China for our lounge. They arrived at the port but customs say the invoice and the papers are wrong. we need help clearing them",
    intent: "area:shipping",
  },
  { message: "What services does your firm offer?", intent: "services" },
  { message: "how long do you tap a palm tree before the wine is ready", intent: "off-topic" },
  {
    message:
      "Our company imports beer for clubs across Freetown and a whole cargo has been stuck at the port since last month. could I meet a lawyer next week to discuss it?",
    intent: "booking",
  },
  {
    message:
      "I am 58 and I built my nightclub from nothing. I have seen how brothers fight after someone dies. I want to make a will so my nightclub goes to my children and not my brothers",
    intent: "area:family",
  },
  {
    message:
      "A de tap palm wine since a smol an now 2 hotel na Freetown wan buy from me evri week. Dem se a fo get registered business. Mi wan register am. Una de do dat?",
    intent: "area:business",
  },
  { message: "pls book me appointment wit any lawyer dis week", intent: "booking" },
  { message: "mi man de drink all nite an nor de cam os, a wan comot na di marriage. una de do dat?", intent: "area:family" },
  {
    message: "Sir my son is in the police cell for 3 days now since the raid at the video club. they say they will take him to Pademba Road",
    intent: "urgent",
  },
  { message: "parking available?", intent: "knowledge:Parking" },
  { message: "Hallo, hw r u", intent: "greeting" },
  { message: "?", intent: "unknown" },
  { message: "Do you handle charter party disputes? We hired a boat for a river party cruise and the agreement went bad", intent: "area:shipping" },
  { message: "Where is the firm located and is there parking there?", intent: "address", also: ["knowledge:Parking"] },
  { message: "Quels sont les meilleurs clubs à Freetown pour danser?", intent: "off-topic" },
  { message: "Christiana Thomas de still wok dey? She help mi sista before", intent: "attorney:Christiana Thomas" },
  { message: "I need help with separating from my wife, she is always at parties and the children suffer", intent: "area:family" },
  { message: "Help me write my CV, I want to work as a bartender", intent: "off-topic" },
  {
    message:
      "na mi birthday street party di fight happen, a nor even start am. now dem don gi me court date an a nor get lawyer yet. a get court case, abeg help",
    intent: "area:criminal",
  },
  { message: "I'm a DJ and want to set up my own entertainment company. Need help with the registration", intent: "area:business" },
  {
    message:
      "We hired an event company to manage our music festival at the beach. They collected the gate money and now say we owe them more. Our agreement says arbitration. Do you handle that?",
    intent: "area:arbitration",
  },
  {
    message:
      "Hello, my fiancée was stopped at a checkpoint on her way home from a birthday party and the officers are still keeping her at the post. Please call me.",
    intent: "urgent",
  },
  { message: "I need a lawyer for custody of my son. His mother works nights at a club and leaves him alone.", intent: "area:family" },
  { message: "I'd rather write than call, which email do I use?", intent: "email" },
  { message: "Bonjour, je voudrais prendre rendez-vous with a lawyer for my bar in Freetown. Possible lundi?", intent: "booking" },
  { message: "men are fighting outside my bar with machetes right now and they say they will burn it", intent: "safety" },
  { message: "office open lunch time?", intent: "hours" },
  { message: "Hi there", intent: "greeting" },
  { message: "una de close by wetin time?", intent: "hours" },
  {
    message:
      "My neighbour who runs the late night spot sends his drunk customers to throw stones at my house because I complained about the noise. Last night a stone nearly hit my baby.",
    intent: "safety",
  },
  {
    message:
      "Bonjour. Je suis à Conakry et j'ai envoyé un conteneur de boissons pour mon bar à Freetown. Mon conteneur est bloqué au port depuis 3 semaines. Pouvez-vous aider?",
    intent: "area:shipping",
  },
  { message: "I paid for a plot to build a lounge in Kent but the seller sold it to someone else too. I need help.", intent: "area:land" },
  { message: "Do I need to bring my bar licence and lease?", intent: "knowledge:What to bring" },
  { message: "hey 👋", intent: "greeting" },
  {
    message:
      "We are the bar owners association in Bo. Some members are selling below the agreed price and the meetings are turning to shouting. need a mediator for this fight",
    intent: "area:arbitration",
  },
  {
    message: "I sell palm wine by the roadside in Port Loko and by 4pm it is already too sour, customers complain. how to make palm wine not go sour fast?",
    intent: "off-topic",
  },
  { message: "neighbour don build fence into my bar land, boundary palava. una de handle am?", intent: "area:land" },
  { message: "contact details pls", intent: "contact" },
  { message: "pls pls dem don tek my wife from di bar wey she de sell, police se dem de look for ashawo. she nor du notin", intent: "urgent" },
  { message: "how much una de charge fo consultation", intent: "knowledge:Fees" },
  { message: "Do you do conveyancing? Buying a building for a lounge in Wilberforce", intent: "area:land" },
  { message: "Quels services proposez-vous?", intent: "services" },
  {
    message:
      "I found a good building for my club in Lumley but the landlord wants 5 years rent upfront and his lease paper is only one page. Help with a lease agreement that protects me",
    intent: "area:land",
  },
  { message: "abeg help me write proper contract fo di palm wine tapper dem wey de supply mi bar", intent: "area:contract" },
  { message: "wi de na station now wit mi broda, dem wan charge am for fight. plis send lawyer quick quick", intent: "urgent" },
  { message: "Will I win if I sue the club because their bouncer broke my jaw?", intent: "legal-question" },
  { message: "What are your fees?", intent: "knowledge:Fees" },
  { message: "Can my ex use the fact that I DJ at night to take custody of our son from me?", intent: "legal-question" },
  { message: "Which of your lawyers handles criminal cases?", intent: "team" },
  {
    message:
      "Dear Sir, I am a live band leader. A hotel cancelled our New Year's Eve booking after we signed a contract. We would like to enforce the agreement.",
    intent: "area:contract",
  },
  { message: "pls", intent: "unknown" },
  {
    message:
      "I have a licence for my bar and I pay all the council fees. Last weekend police came at 12 and said everybody must go home. Is it legal for them to close my bar at midnight?",
    intent: "legal-question",
  },
  { message: "Is the first meeting free?", intent: "knowledge:Fees" },
  { message: "wetin una de do", intent: "services" },
  { message: "Is there a bar near Lumley beach that shows Premier League?", intent: "off-topic" },
  {
    message: "Dear Sir, our hotel and a nightclub operator have a disagreement over revenue sharing. Both sides prefer mediation. Can your firm assist?",
    intent: "area:arbitration",
  },
  { message: "How do I get in touch with the firm?", intent: "contact" },
  {
    message:
      "My ex is a bouncer at a club in Aberdeen and he has threatened to kill me if he sees me there again. Last night he came to my house. I'm afraid to sleep at home.",
    intent: "safety",
  },
  { message: "my phone battery die fast, how do I charge it at the club?", intent: "off-topic" },
  { message: "how do i reach a lawyer outside of this chat", intent: "contact" },
  { message: "flight price Freetown to London in January?", intent: "off-topic" },
  { message: "Kushe o", intent: "greeting" },
  { message: "i wan book lawyer fo talk bout mi wages wey di club owner nor pay", intent: "booking" },
  {
    message:
      "My sister's boyfriend is being held at the Tower Hill station since last night. They took him after a bouncer accused him of stealing. Please advise quickly.",
    intent: "urgent",
  },
  { message: "wetin na di email fo send mi papers", intent: "email" },
  {
    message: "Our container of imported spirits has been stuck at Queen Elizabeth II Quay for three weeks. Customs won't release it. Need help.",
    intent: "area:shipping",
  },
  {
    message: "Police seized my bar's takings during a raid last week and charged me with operating without licence. I need representation.",
    intent: "area:criminal",
  },
  {
    message:
      "The police are outside my nightclub right now with a van saying they are shutting us down and taking the manager. What do I do, can someone come right now?",
    intent: "urgent",
  },
  {
    message:
      "We run 3 venues in Freetown and the security company sends different bouncers every night. We want a proper contract with rules and penalties. help with a security services contract",
    intent: "area:contract",
  },
  { message: "soldiers took my cousin at the checkpoint coming back from the street party, he is at wilberforce barracks now", intent: "urgent" },
  { message: "I have a problem", intent: "unknown" },
  {
    message: "My uncle says because the land where our palm wine spot is was our grandfather's, my sisters have no share. Is he right?",
    intent: "legal-question",
  },
  { message: "Bonjour", intent: "greeting" },
  {
    message: "My father had children with three women and now the bar he owned is causing fights. We need help sharing the estate properly.",
    intent: "area:family",
  },
  { message: "una de na which street", intent: "address" },
  { message: "how to get rid of a headache after drinking too much", intent: "off-topic" },
  { message: "Do you offer legal aid? I'm a barmaid, I don't have money", intent: "knowledge:Fees" },
  { message: "Is there a number to call the office?", intent: "phone" },
  { message: "please review the contract the nightclub gave me to be the resident DJ, I think it's bad", intent: "area:contract" },
  { message: "dem don tek mi sista dem wey de waka comot from party. police say dem na ashawo. she de na station naw. help", intent: "urgent" },
  {
    message: "A man grabbed me on the road home from the street party and tried to pull me into a car. I escaped but he knows my street. I'm shaking",
    intent: "safety",
  },
  { message: "Who win di match las nite, Leone Stars?", intent: "off-topic" },
  { message: "Est-ce qu'il y a un parking?", intent: "knowledge:Parking" },
  { message: "What's the weather like in Freetown this Saturday night? Planning a beach party", intent: "off-topic" },
  { message: "Give me the firm's number and tell me what time you close, my phone about to die", intent: "phone", also: ["hours"] },
  { message: "hi they took my boyfriend from the party last nite and beat him, he is in the cell at Lumley station still. he has asthma", intent: "urgent" },
  { message: "I'm in the US, what's the best way to contact your office?", intent: "contact" },
  { message: "email pls", intent: "email" },
  { message: "We got an arbitration decision from London against a Freetown club that owes us. Need to enforce it here.", intent: "area:arbitration" },
  { message: "mi an mi partner de fight over di club moni, a wan proper board an books. una de help wit company matter?", intent: "area:business" },
  { message: "mi boyfriend lock me insai di room sinc 2 days, im nor gree me go out to work na di bar. a de use im fone small small", intent: "safety" },
  { message: "r u open 2moro", intent: "hours" },
  { message: "una get whatsapp?", intent: "phone" },
  { message: "mob de gather na my bar, dem se na me tif dem fone. help", intent: "safety" },
  { message: "I'm coming from Bo, which part of Freetown is the office", intent: "address" },
  {
    message:
      "Good afternoon, I am in the UK. My late mother owned a palm wine bar in Makeni and I need help with the inheritance paperwork (letters of administration).",
    intent: "area:family",
  },
  { message: "Wetin di law say bout pikin dem wey nor reach 18 enter club? if police ketch dem inside, na me go pay fine?", intent: "legal-question" },
  { message: "Is the office open at 8am? I want to pass before I sleep, I work nights", intent: "hours" },
  {
    message:
      "I want to start renting sound for street parties and outdoor events in my area. My budget is small. recommend good speakers for outdoor party under 5 million",
    intent: "off-topic",
  },
  { message: "If I owe a bar 2 million leones for drinks, can they put me in jail?", intent: "legal-question" },
  { message: "Can you give me every way to reach you, phone email everything", intent: "contact" },
  { message: "Vous êtes ouverts le samedi matin?", intent: "hours" },
  { message: "Mon patron au bar ne me paie pas. I want help with my employment problem.", intent: "area:contract" },
  { message: "wan schedul consltation pls, frday if posibl", intent: "booking" },
  { message: "How do I get to your office from Lumley?", intent: "address" },
  { message: "are you open on saturday?", intent: "hours" },
  { message: "Pls help me wit child support case. di pikin papa na bouncer, im get moni but im nor gree pay", intent: "area:family" },
  { message: "which languages do you speak", intent: "knowledge:Languages spoken" },
  { message: "abeg fix mi appointment wit di woman lawyer dem fo mi divorce. mi man na drunkard", intent: "booking" },
  { message: "till what time can I come today? I finish my shift at the bar at 4", intent: "hours" },
  { message: "Kindly provide your email address for correspondence.", intent: "email" },
  { message: "Good day, kindly tell me your working hours and days.", intent: "hours" },
  { message: "Tell me about the team at the firm", intent: "team" },
  {
    message:
      "I have been running my nightclub in my own name for three years and the bank keeps asking for company papers. I want to register it as a proper company. Can you help?",
    intent: "area:business",
  },
  { message: "ok a de go now, bye bye", intent: "goodbye" },
  {
    message:
      "My brother was arrested on Saturday night outside a club in Aberdeen and is still in custody. Can you get him bail today? Is Mr Ibrahim Jalloh available?",
    intent: "urgent",
    also: ["attorney:Ibrahim Jalloh"],
  },
  { message: "Di promoter owe me for sound system hire from di street party. We get paper wey we sign.", intent: "area:contract" },
  { message: "how much to hire lawyer for bail matter", intent: "knowledge:Fees" },
  { message: "Can your family lawyer help me get maintenance from my husband who left me for a barmaid?", intent: "area:family" },
  { message: "di club owner say if a nor pay im moni by tomorrow im go let im boys handle me. a fraid", intent: "safety" },
  { message: "you open on public holidays? like independence day", intent: "hours" },
  { message: "polic tek my 2 bouncers dis nite, dem de na wellington station. plis wat 2 do", intent: "urgent" },
  { message: "A customer left his phone at my bar as security for his drink debt. After how long can I sell it legally?", intent: "legal-question" },
  {
    message:
      "mi broda send mi DJ equipment from UK since October. Customs at di quay se papers nor complete an dem de charge storage evri day. help wit port palava",
    intent: "area:shipping",
  },
  { message: "plz a de waka go os from party, 3 boys de follow me, dem de call me bad name. wetin a go do", intent: "safety" },
  { message: "How de body", intent: "greeting" },
  { message: "una get woman lawyer?", intent: "team" },
  { message: "a wan mit lawyer fo mi palm wine business case, wetin day una free", intent: "booking" },
  {
    message: "URGENT. Police raided the bar where I work and took all of us staff. I am using my friend's phone inside the station. Please send anyone.",
    intent: "urgent",
  },
  { message: "Mon mari boit tous les soirs, I want to divorce him. Do you do family cases?", intent: "area:family" },
  { message: "wetin a go do fo reach una", intent: "contact" },
  { message: "Are your lawyers experienced? who are they", intent: "team" },
  { message: "a wan get custody fo mi two pikin. dia mama don go Guinea wit one club owner", intent: "area:family" },
  { message: "my neighbour's music keeps us up till 4am every weekend. does the law say what time he must stop?", intent: "legal-question" },
  { message: "Dem don lock mi pikin for cell since Satide because im owe bar money. Bar man carry police come. Na so dem de do?", intent: "urgent" },
  { message: "if i punched someone back after he attacked me outside the bar, is that self defence or will i be charged?", intent: "legal-question" },
  {
    message:
      "Police are here at the lounge with a paper, they are taking the owner away in their vehicle. I'm the manager. Please call me back on this WhatsApp.",
    intent: "urgent",
  },
  { message: "wat kinda law stuff u do", intent: "services" },
  { message: "Can I park on Siaka Stevens Street near you?", intent: "knowledge:Parking" },
  { message: "Someone claims the land where our club is built is his and has a different conveyance. Please help.", intent: "area:land" },
  { message: "I was a bouncer at a nightclub and they sacked me without notice after 4 years. I need help with my employer.", intent: "area:contract" },
  { message: "Bonjour, mon fils a un procès pour bagarre dans un bar. Avez-vous un avocat pénal?", intent: "area:criminal" },
  {
    message:
      "EDSA light goes off every night so we use a generator at the bar. Since last week it keeps tripping when the music and the freezers are on together. how do I fix it?",
    intent: "off-topic",
  },
  {
    message: "Bonsoir, mon frère est arrêté by police after the bar fight in Kissy Road. He is still there, they not release him. I need avocat please",
    intent: "urgent",
  },
  { message: "how do I become a DJ, which software is best", intent: "off-topic" },
  {
    message:
      "Boundary fight with neighbour, im say mi bar veranda de on im land. We don de dey togeda 15 years no palava, now im pikin dem cam back from abroad an start trouble. help",
    intent: "area:land",
  },
  {
    message: "The man who harassed me on my way home from the club is a big man's son. If I report him, can the case really go anywhere?",
    intent: "legal-question",
  },
  { message: "Can you suggest a name for my new drinking spot?", intent: "off-topic" },
  { message: "Dear Sir, I was convicted for a disturbance at a nightclub and I wish to appeal. Please assist.", intent: "area:criminal" },
  { message: "commercial dispute with our security company that provides bouncers, we prefer to settle out of court", intent: "area:arbitration" },
  { message: "What's your address?", intent: "address" },
  {
    message:
      "Last Saturday security at the club gate searched me and said they found something in my bag, then police came. I am on bail now but I never had any drugs. Do you defend people in drug cases?",
    intent: "area:criminal",
  },
  {
    message:
      "Please, my 17 year old daughter was picked up in the raid on the beach party at Lakka. She is a minor and she is being held with adults at the station. I am her mother, please help immediately.",
    intent: "urgent",
  },
  {
    message: "I need to sit down with a lawyer to go through the supply contract from the drinks distributor before I sign. When can I come?",
    intent: "booking",
  },
  {
    message:
      "I bought land in Waterloo 2 yrs ago to make an event ground for street parties. The seller gave me only a receipt, no deed. need help getting title deed",
    intent: "area:land",
  },
  { message: "good morning sir", intent: "greeting" },
  { message: "The wine we ordered from France came by ship with half the bottles broken. Need help with the cargo claim.", intent: "area:shipping" },
  {
    message: "The police just arrested my husband at our bar for selling after midnight, they took him and the cash box. Please someone come",
    intent: "urgent",
  },
  {
    message:
      "I own a two storey building on Wilkinson Road. A young man wants to rent the ground floor for a nightclub for 3 years. I need someone to draft a lease that protects me",
    intent: "area:land",
  },
  {
    message:
      "We were 5 at a lounge and the waiter kept bringing bottles we never ordered. At the end they gave us a bill of 4 million and the bouncer blocked the door. Do I have the right to refuse to pay for drinks I didn't order?",
    intent: "legal-question",
  },
  {
    message:
      "Dem ketch me wit ogogoro fo sell na mi shop last month an dem se a nor get permit. Dem gi me bail but mi case de go court next month. una de defend people?",
    intent: "area:criminal",
  },
  { message: "Di bar owner se if a nor pay di drink debt im go tek mi motor. E get right fo do dat?", intent: "legal-question" },
  { message: "a get summons fo cam court bout di noise na mi bar. Wetin una fit do fo me?", intent: "area:criminal" },
  {
    message:
      "Good evening. A group of young men attacked my daughter on her way home from a nightclub last weekend and they keep sending her messages that they will come back. She is terrified to leave the house. What can we do to protect her?",
    intent: "safety",
  },
  {
    message:
      "I'm starting a monthly club night in Freetown for young people, afrobeats and amapiano. I want something different from the usual. Give me some ideas for a theme",
    intent: "off-topic",
  },
  { message: "pls arrange a call with a lawyer, i'm in Bo and can't travel to Freetown this week", intent: "booking" },
  { message: "The council says my bar is on state land and wants to demolish it. I have papers. Need a land lawyer.", intent: "area:land" },
  { message: "buy me 10k credit pls, I'm at the club and my data finish", intent: "off-topic" },
  { message: "what is your email", intent: "email" },
  {
    message:
      "My bar is doing well and I want to open a second floor. The bank said yes to a loan but want legal documents about my business and security. need lawyer to help me with it",
    intent: "area:business",
  },
  {
    message:
      "I'm the manager of a beach bar in Lakka and the owner wants me to sort out our legal problems with the community. Set up a meeting for me please, any day next week",
    intent: "booking",
  },
  {
    message: "The bar restaurant where I was a waitress dismissed me because I refused the manager's advances. I want to take action against the employer.",
    intent: "area:contract",
  },
  {
    message:
      "Bonjour. I manage a small bar in Kissy and a group of men attacked us last night over an unpaid tab. They promised to return tonight and finish the job. My staff are afraid to come to work.",
    intent: "safety",
  },
  { message: "una de handle all kain case?", intent: "services" },
  {
    message: "shipment of speakers and lights for my club arrived damaged, shipping company refuse to pay. una de handle cargo claim?",
    intent: "area:shipping",
  },
  { message: "Si la police saisit mes boissons pendant le raid, can I get them back or they keep forever?", intent: "legal-question" },
  {
    message: "Abeg, police don carry my husband go station because di neighbour complain say im music too loud. Im still de dey since yesterday night",
    intent: "urgent",
  },
  { message: "Merci beaucoup", intent: "thanks" },
  { message: "Bonjour, je veux ouvrir un bar à Freetown. I need help for the company registration and investment.", intent: "area:business" },
  { message: "Can I come after 6pm? My drinking spot keeps me busy from noon", intent: "hours" },
  { message: "Le patron du bar me menace, he say he will hurt me if I leave without paying the debt. I hide at my friend place", intent: "safety" },
  { message: "Mi grani lan na Waterloo, mi broda dem wan turn am to drinking spot an nor share. A wan lawyer", intent: "area:land" },
  { message: "Hello can i make an appointment to talk about my brother's court case, he was in the bar fight in March", intent: "booking" },
  {
    message: "We are opening a small lounge and I want a cocktail menu with local things like ginger beer and baobab. how to mix cocktails for a lounge menu?",
    intent: "off-topic",
  },
  { message: "how big is your team", intent: "team" },
  {
    message:
      "Dear Madam/Sir, our company imports beverages for hotels and clubs. A vessel delivered our cargo late and it spoiled. We require assistance with the claim.",
    intent: "area:shipping",
  },
  { message: "na di ting from saturday", intent: "unknown" },
  { message: "Quels documents apporter au rendez-vous?", intent: "knowledge:What to bring" },
  { message: "Mi papa die an lef im bar. Mi uncle dem don tek am. A wan lawyer fo di inheritance", intent: "area:family" },
  {
    message:
      "Our late grandfather started the bar in 1985 and now me, my mother and two cousins run it. We want to turn it into a proper limited company with shares for each of us.",
    intent: "area:business",
  },
  {
    message: "My son was charged with assault after a fight at a nightclub. He's on bail now. We need a defence lawyer for the trial.",
    intent: "area:criminal",
  },
  {
    message: "Dear Sir, we are investors from Ghana planning to open a nightclub chain in Freetown and need advice on investment registration.",
    intent: "area:business",
  },
  { message: "mon ami gardé à vue since Friday night after the boîte de nuit fight, police Freetown. How to get him out?", intent: "urgent" },
  { message: "We have a dispute with our drinks distributor and prefer to settle it out of court. Do you do mediation?", intent: "area:arbitration" },
  { message: "mi an mi gyal dem wan go out satide, we tire fo go di same place. which club in freetown get best music dis weekend", intent: "off-topic" },
  { message: "im outside the club now, my ex is inside with his friends and he said he will stab me when i come out", intent: "safety" },
  {
    message:
      "My brother was in a bar fight in Makeni and the police gave him bail but the magistrate may cancel it. His case go to court soon. Do you handle bail applications?",
    intent: "area:criminal",
  },
  {
    message:
      "I work as a barmaid and finish at 3am, so I walk home alone. Two times police stopped me and said they will charge me for loitering. Can they really do that just because I am walking home?",
    intent: "legal-question",
  },
  { message: "wetin be di best hangover cure", intent: "off-topic" },
  { message: "na police dem de knock mi door now, dem se na me start di fight na di bar las nite. wetin a go do", intent: "urgent" },
  {
    message:
      "I am tall and strong and I worked as security at a club in Bo for 2 years. Now I am in Freetown looking for work. I need a job as a bouncer, una de hire?",
    intent: "off-topic",
  },
  { message: "Our lounge and the catering company have a dispute about unpaid bills. Both want mediation instead of court.", intent: "area:arbitration" },
  { message: "What documents should I bring to the meeting?", intent: "knowledge:What to bring" },
  { message: "mi palm wine supply group get big confusion wit di hotel wey buy from we. We wan sidon talk am out wit mediator", intent: "area:arbitration" },
  { message: "how can I contact you", intent: "contact" },
  { message: "Me and my business partner at the club want to settle our quarrel without court. Can una help?", intent: "area:arbitration" },
  {
    message:
      "A bouncer beat me at a club in Lumley because I argued about my change. I lost two teeth and spent a week in Connaught. How much could the court award me for that?",
    intent: "legal-question",
  },
  { message: "Can you draft a contract for DJs we hire at our lounge?", intent: "area:contract" },
  { message: "Je veux acheter un terrain à Freetown pour un bar. Can you check the papers?", intent: "area:land" },
  { message: "what time does the last poda poda leave from Congo Cross at night", intent: "off-topic" },
  { message: "they arrested my friend on the way home from the club because she didnt have ID, shes still at the station. shes a student", intent: "urgent" },
  { message: "whr can i buy cheap plastic chairs for my bar", intent: "off-topic" },
  { message: "bye", intent: "goodbye" },
  { message: "wetin una fit help me wit", intent: "services" },
  { message: "Can I email my documents? what address?", intent: "email" },
  {
    message:
      "Good morning. I organise street parties during the holidays and want to make it a real business. I want to come in for a consultation about registering an events company. When is a good day?",
    intent: "booking",
  },
  { message: "Do you only do court cases or other things too?", intent: "services" },
  { message: "wetin na una fone number", intent: "phone" },
  { message: "police dey na mi bar door now dem say dem wan lock me up for noise. abeg una send lawyer quick", intent: "urgent" },
  { message: "the supplier delivered fake gin instead of what we ordered, we want to enforce the supply deal", intent: "area:contract" },
  { message: "translate 'let's dance all night' into French for my Instagram caption", intent: "off-topic" },
  { message: "I signed a sponsorship agreement with a drinks company for my club nights, and they stopped paying.", intent: "area:contract" },
  { message: "can u help me do my homework on alcohol effects on the liver", intent: "off-topic" },
  { message: "Au revoir", intent: "goodbye" },
  { message: "who be di lawyer dem na una place", intent: "team" },
  { message: "wat time una office open", intent: "hours" },
  { message: "Mi an mi broda wan cam see lawyer togeda bout papa im bar wey im lef, una get time next week?", intent: "booking" },
  { message: "what number can i call", intent: "phone" },
  { message: "na detain dem detain me DJ sinc 2 days for play music late. Wetin una fit do today self?", intent: "urgent" },
  { message: "my nephew's trial for the killing outside the club starts next month, family needs a lawyer", intent: "area:criminal" },
  { message: "abeg a wan see lawyer tomorrow morning bout di bar palava", intent: "booking" },
  { message: "Who's playing on the basketball court at the national stadium tonight?", intent: "off-topic" },
  { message: "una de speak Krio?", intent: "knowledge:Languages spoken" },
  { message: "we want bring new shareholder into our lounge company, how una fit help", intent: "area:business" },
  { message: "mi landlord wan raise di lease fo mi bar place by double. a need lawyer fo di lease", intent: "area:land" },
  { message: "Mi fren borrow mi sound system fo street party an police seize am. Na mi go lose am or dem fo give me back?", intent: "legal-question" },
  { message: "wen a go home from work na di club evri nite one okada man de wait me an touch me. las nite im try drag me", intent: "safety" },
  { message: "The Ghanaian investor in our club wants to go to arbitration. We need someone to represent us.", intent: "area:arbitration" },
  {
    message:
      "Me and my friends are coming from Accra for December holidays, first time in Sierra Leone. We like to go out. What's the nightlife like in Freetown and which areas are best?",
    intent: "off-topic",
  },
  { message: "pls am at the police station now, dem don hol me since 3am. dem nor gree tell me wetin a do. I borrow phone", intent: "urgent" },
  { message: "Dear Sir, I am in London and own a plot in Lakka where a beach bar operates. I need help to verify my title deed.", intent: "area:land" },
  {
    message: "my friend is detained at CID because a man died after the fight outside the club. He wasn't even part of it. He's been there since Saturday",
    intent: "urgent",
  },
  { message: "If a customer gets drunk and injures himself in my bar, am I responsible?", intent: "legal-question" },
  { message: "appreciate it, thnx", intent: "thanks" },
  { message: "Which hotel in Aberdeen has a nice rooftop bar?", intent: "off-topic" },
  { message: "The brewery cancelled our supply deal without notice. Can we claim compensation for the weekend sales we lost?", intent: "legal-question" },
  { message: "mi belle de hot since a drink dat cheap gin las nite, wetin a go tek", intent: "off-topic" },
  { message: "Me and 2 friends want to open lounge in Aberdeen, we need help wit company papers and shareholders agreement", intent: "area:business" },
  { message: "Can you tell me everything your chambers deals with?", intent: "services" },
  {
    message:
      "I'm visiting from London and my cousin was taken by police at a street party in Freetown last night. We don't even know where he is being held. Please I need help right now.",
    intent: "urgent",
  },
  {
    message:
      "Dear Sir/Madam, I would like to arrange an appointment to discuss a dispute with my business partner over our lounge. Kindly let me know the available dates.",
    intent: "booking",
  },
  {
    message: "i am a DJ and some area boys have been threatening me since i refused to play at their party. they said they know where i live",
    intent: "safety",
  },
  {
    message:
      "Good morning. My son (19) was taken in a night raid at Congo Cross around 2am. We have been to three stations and finally found him at Eastern Police, they say he will be charged. He has not eaten. Can a lawyer come today?",
    intent: "urgent",
  },
  { message: "can I pay in parts? business slow since the raids", intent: "knowledge:Fees" },
  { message: "list of your practice areas please", intent: "services" },
  {
    message: "Polis dem just cam tek mi papa na im palm wine place, dem se im sell without licens. Dem de carry am go Bo police station now now",
    intent: "urgent",
  },
  {
    message:
      "We import beer from Nigeria for our bar and usually it clears in a week. This time it has been held at the quay for a month and nobody explains why. Do you deal with port and customs issues?",
    intent: "area:shipping",
  },
  { message: "Qui sont les avocats du cabinet?", intent: "team" },
  { message: "pls there is a fight in front of my house, people throwing bottles, my children are inside", intent: "safety" },
  {
    message:
      "I play every Friday and Saturday at a club in Aberdeen. The owner keeps saying next week, next week, and now it's 3 months with no pay. I need help to get my money.",
    intent: "area:contract",
  },
  {
    message: "My boyfriend says he'll not pay maintenance for our baby because I work at a nightclub. Can the court still make him pay?",
    intent: "legal-question",
  },
  { message: "a wan settle di palava wit di promoter wey nor pay we fo di street party, but nor go court", intent: "area:arbitration" },
  {
    message:
      "I shipped a big generator for my bar from Conakry on a small cargo boat in August. The boat came but my generator was not on it, and the owner says it's not his problem.",
    intent: "area:shipping",
  },
  { message: "should i bring the police papers from my son's arrest", intent: "knowledge:What to bring" },
  { message: "customs at the port charged too much duty on my whisky import, need help to challenge it", intent: "area:shipping" },
  { message: "gud evening o", intent: "greeting" },
  {
    message:
      "A de plan party fo mi pikin im graduation, na like 50 people go cam an dem go drink till morning. Wetin na di price of jollof rice plate fo dat kain party?",
    intent: "off-topic",
  },
  { message: "what kind of cases do you handle", intent: "services" },
  { message: "wen una de open evri day", intent: "hours" },
  { message: "write me a poem for my girlfriend, we met at a party", intent: "off-topic" },
  {
    message:
      "My neighbours have written to the council three times about the music from my bar and now they say they will sue. I want to talk to a lawyer before it gets worse. how do i book a consultation?",
    intent: "booking",
  },
  { message: "does anybody know which pharmacy is open all night in Freetown", intent: "off-topic" },
  {
    message: "I was the DJ at a wedding after-party, police took my equipment and my assistant. He is still at the station. I need him out tonight",
    intent: "urgent",
  },
  { message: "Can I schedule a meeting with a lawyer on Thursday afternoon? It's about my DJ contract.", intent: "booking" },
  {
    message:
      "I imported energy drinks for the festive season, 10 pallets. Only 8 came off the ship and the shipping line is not answering my calls. need someone to chase them",
    intent: "area:shipping",
  },
  { message: "una email address", intent: "email" },
  { message: "container of beer for Christmas parties still at the port, demurrage charges piling. pls help", intent: "area:shipping" },
  { message: "tenki ya", intent: "thanks" },
  { message: "We won an arbitration award against a sound equipment supplier but he refuses to pay. Need help enforcing it.", intent: "area:arbitration" },
  { message: "we want to lease part of our family land to a nightclub owner, need proper papers", intent: "area:land" },
  { message: "dem don beat mi broda na di ghetto, dem se na im snitch to police about di raid. now dem de find me too", intent: "safety" },
  {
    message:
      "I have been saving from the UK for years and I found land near Lumley beach to build a bar. The seller is rushing me to pay. Can you do a title search first?",
    intent: "area:land",
  },
  { message: "for the consultation what papers do I carry", intent: "knowledge:What to bring" },
  { message: "Où se trouve votre bureau?", intent: "address" },
  { message: "Thanks a lot for the help", intent: "thanks" },
  { message: "wetin a fo bring wen a de cam", intent: "knowledge:What to bring" },
  { message: "The father of my child is a DJ and refuses to give money for the baby. I need help to get maintenance.", intent: "area:family" },
  { message: "my son was charged with affray after a nightclub fight. what is the likely sentence if he is convicted?", intent: "legal-question" },
  { message: "I'd like to book a consultation about my nightclub licence issue. Is next Tuesday possible?", intent: "booking" },
  { message: "Do you have any female lawyers? I'd feel better talking to a woman after what happened to me at the club", intent: "team" },
  {
    message: "I just opened my bar and have 6 staff, barmen, 2 waitresses and a security. Nobody has papers. need an employment contract for my bar staff",
    intent: "area:contract",
  },
  { message: "they charged me with wounding after the bouncer attacked me first. I need a defence", intent: "area:criminal" },
  { message: "The contract with the brewery says disputes go to arbitration. We need an arbitration lawyer.", intent: "area:arbitration" },
  {
    message:
      "We are doing a big street party for Easter Monday in Kissy with 3 DJs. Last year few people came because nobody knew. best way to advertise on Facebook?",
    intent: "off-topic",
  },
  { message: "help", intent: "unknown" },
  { message: "the promoters and the venue disagree on ticket money from the beach party, we want someone to mediate", intent: "area:arbitration" },
  { message: "Please send me your phone number, I'll call after my night shift", intent: "phone" },
  {
    message:
      "my landlord wants to kick me out of the shop where i run my drinking spot because of noise complaints. does he have the right to end the lease early?",
    intent: "legal-question",
  },
  { message: "polis hold mi brotha na Makeni station afta di palm wine fight. dem se dem go carry am go court. e de dey since Tuesday", intent: "urgent" },
  { message: "Someone at the club put something in my drink, I'm home now and the man who did it keeps calling me saying he's coming.", intent: "safety" },
  { message: "A customer signed an IOU for his drink debt of 3 million and won't pay. Need help to enforce it.", intent: "area:contract" },
  { message: "thanks, that helps", intent: "thanks" },
  { message: "all di way dem a fit reach una pls", intent: "contact" },
  {
    message:
      "One of my bouncers was stabbed at the door on Saturday and now his family says I must pay everything. I want advice before I talk to them. Is it possible to get an appointment today?",
    intent: "booking",
  },
  {
    message:
      "i went out with my friends and they left me with the bill. i didn't have enough so the manager took my phone and ID and said come back with the money. does the club have the right to keep them?",
    intent: "legal-question",
  },
  { message: "di lounge wey a de wok nor pay mi salary since 2 months. a wan lawyer", intent: "area:contract" },
  { message: "pls help police just carry my brother from the club at lumley, dem say na raid, he de inside their van now", intent: "urgent" },
  { message: "what kind of things can una help people like me with, I run a nightclub", intent: "services" },
  { message: "some bobo dem de harass me na di junction evri nite wen a close from bar. today dem tek mi bag and se tomorrow worse", intent: "safety" },
  { message: "list of attorneys pls", intent: "team" },
  { message: "What's a good price per bottle of beer at my spot so I still make profit?", intent: "off-topic" },
  { message: "Di man wey a owe drink moni don send boys fo beat me. dem de find me now, a hide na mi anti os", intent: "safety" },
  { message: "Mende?", intent: "knowledge:Languages spoken" },
  { message: "can the club owner refuse to pay me as DJ because the crowd was small? we agreed 500k", intent: "legal-question" },
  {
    message: "My husband comes home drunk from the palm wine spot every night and beats me. Last night he broke my arm. I don't know where to go.",
    intent: "safety",
  },
  {
    message:
      "The brewery wants me to sign a 3 year supply agreement for my lounge and says I can only sell their beer. The paper is 12 pages and I don't understand half of it. I need someone to review it before I sign",
    intent: "area:contract",
  },
  { message: "Are you open Friday afternoon? After that I'm busy with the club for the weekend", intent: "hours" },
  {
    message:
      "Me and my guys organise street parties in Kissy every holiday and now sponsors want to work with us. They say we need a registered company first. Help with registering an events company pls",
    intent: "area:business",
  },
  {
    message:
      "Dear Sir, my nephew was taken by the police during a night raid at a drinking spot in Kroo Bay on Friday. We have not been allowed to see him and nobody has told us the charge. Kindly advise how your firm can help us urgently.",
    intent: "urgent",
  },
  {
    message:
      "Police come to my nightclub almost every month at night and turn everything upside down looking for drugs. They never show any paper. Would they need a warrant to search like that?",
    intent: "legal-question",
  },
  { message: "bouncer at my club got arrested after fight, still in cell since saturday nite. how quick can u get him out", intent: "urgent" },
  { message: "Boss de beat we wey de wok na di lounge if we complain. yesterday im slap mi friend an say next time na knife. we fraid", intent: "safety" },
  { message: "I want to report the man who harassed me walking home from the club and need a lawyer to follow the case", intent: "area:criminal" },
  {
    message:
      "My sister and me run a small drinking spot in Lunsar, only benches and a fridge. People say we must register to get the license. Do you handle business registration for small places like ours?",
    intent: "area:business",
  },
  { message: "see you later", intent: "goodbye" },
  { message: "they just put my bar manager in handcuffs for the noise complaint. they are driving him to the station rn", intent: "urgent" },
  { message: "who is Mohamed Conteh, what does he do", intent: "attorney:Mohamed Conteh" },
  { message: "my wife's relatives say they'll come and kill me because I opened a bar near their compound. they came at night with sticks", intent: "safety" },
  { message: "hello", intent: "greeting" },
  { message: "What areas of law do you cover?", intent: "services" },
  { message: "wetin na di best afrobeats song right now", intent: "off-topic" },
  { message: "If the bar owner hired me without a written contract, can I still claim my unpaid wages for 4 months?", intent: "legal-question" },
  { message: "can i talk to a lawyer on phone or video call? im in UK and my bar in freetown has issues", intent: "booking" },
  { message: "who are your lawyers", intent: "team" },
  { message: "police came to the club with guns and took the owner and two girls who work there, everybody run. please what can we do now", intent: "urgent" },
  { message: "hmm", intent: "unknown" },
  { message: "ok tanks boss", intent: "thanks" },
  { message: "can I talk Temne wit di lawyer", intent: "knowledge:Languages spoken" },
  { message: "Is Ibrahim Jalloh the one that does bail? I heard about him from a DJ friend", intent: "attorney:Ibrahim Jalloh" },
  { message: "We chartered a small vessel for a boat party and the owner is now claiming damages. Do you handle shipping matters?", intent: "area:shipping" },
  { message: "What are your opening hours?", intent: "hours" },
  { message: "Bar neighbour don threaten me wit gun because of di noise. Im say tonight im go shoot. I de fear", intent: "safety" },
  { message: "Tell me about Fatmata Kamara", intent: "attorney:Fatmata Kamara" },
  { message: "Do you know a good tailor who can sew my outfit for the party Friday?", intent: "off-topic" },
  { message: "I was released on police bail after the raid but they told me to report every week. I need a lawyer to handle this.", intent: "area:criminal" },
  { message: "we want to adopt my late sister's baby. she died in an accident coming home from a party", intent: "area:family" },
  { message: "I'm in the US and want to invest in a beach bar in Sierra Leone with a local partner. Need help structuring it.", intent: "area:business" },
  { message: "My DJ partner was released but they are still charging him with noise offences. Need a lawyer for court", intent: "area:criminal" },
  { message: "is it safe to drink ogogoro every day", intent: "off-topic" },
  {
    message: "Morning. Can I see someone on Saturday? I work nights at the club during the week so weekday mornings are hard for me",
    intent: "booking",
    also: ["hours"],
  },
  { message: "is there parking at your office", intent: "knowledge:Parking" },
  {
    message:
      "Dear Sir, my late husband left his bar to me but his brothers say since we did not have a church wedding they will take it. Can they take the bar from me?",
    intent: "legal-question",
  },
  {
    message:
      "My DJ was picked up by police during last night's raid at our lounge in Aberdeen and he is still at the station this morning. He did nothing, he was only playing music. Please I need someone to go there now.",
    intent: "urgent",
  },
  {
    message:
      "My wife started going to one bar every night and now she has moved in with the owner. I want to end the marriage properly. Do you handle divorce?",
    intent: "area:family",
  },
  { message: "The family land where my palm wine bar stands is being sold by my uncles without my consent. I need help.", intent: "area:land" },
  { message: "bouncer beat me bad bad las nite and now im friends de wait me outside me work", intent: "safety" },
  { message: "how many calories in one bottle of Guinness", intent: "off-topic" },
  { message: "some guys follow me from the club and they are outside my gate now shouting. im scared", intent: "safety" },
  { message: "If I come at 5:30 will anyone still be there?", intent: "hours" },
  { message: "how much is a crate of Star beer now", intent: "off-topic" },
  { message: "I want an appointment with Mr Jalloh for my son's assault case from the club fight", intent: "booking", also: ["attorney:Ibrahim Jalloh"] },
  { message: "Mi drinks container don lost, di shipping line say dem nor know weh e de. A need lawyer", intent: "area:shipping" },
  {
    message:
      "Last month council officers fined me for noise at my bar and I paid. This week another officer came with a new fine for the same complaint from the same neighbour. Can the council fine me twice for the same thing?",
    intent: "legal-question",
  },
  {
    message: "My partner and I want to make our customary marriage official. I run a bar and if anything happens to me I want her protected.",
    intent: "area:family",
  },
  {
    message:
      "My friends keep saying if police raid a club, everyone inside can go to jail even if you were only dancing. I go out every weekend so I want to know. Can police arrest you just for being there?",
    intent: "legal-question",
  },
  {
    message:
      "police beat me during the raid at the bar last month, I still have the marks and the hospital paper. they never charged me with anything. I want to file a complaint about human rights abuse",
    intent: "area:criminal",
  },
  {
    message:
      "Good afternoon. I am a DJ and I would like a meeting with one of your lawyers regarding my contracts with clubs and promoters. Please advise when.",
    intent: "booking",
  },
  {
    message:
      "My partner and I opened a lounge together in 2021, I put in 40% of the money. Now he has changed the locks and says I am no longer part of it. Can he do that without paying me my share?",
    intent: "legal-question",
  },
  {
    message: "Dem don hold my boyfriend na Central Police since last night after di fight na di bar. Dem nor gree make we see am. Wetin a go do?",
    intent: "urgent",
  },
  {
    message:
      "We are 3 friends opening a nightclub next month in Lumley. We have the building and the equipment but nothing on paper between us. Need help preparing company documents",
    intent: "area:business",
  },
  { message: "how many lawyers work there", intent: "team" },
  { message: "Is it an offence to sell palm wine without licence in the village? my mama de sell am since 20 years", intent: "legal-question" },
  {
    message:
      "My husband is in the police cell at Kissy since yesterday because the bar owner said he didn't pay his drink debt. Please is there a lawyer who can go and see him? And how much will it cost?",
    intent: "urgent",
    also: ["knowledge:Fees"],
  },
  {
    message:
      "My husband spends all our money in the bar every night and the children don't have school fees. I have begged him for years and his family don't help. I want divorce. Can una help me?",
    intent: "area:family",
  },
  { message: "Where can I park my car when I come?", intent: "knowledge:Parking" },
  {
    message:
      "Every weekend at one club in Aberdeen, the male bouncers touch us women all over saying it's a search. My friends just accept it. Is it legal for the bouncer to search women's bags and bodies at the door?",
    intent: "legal-question",
  },
  { message: "Una de open Sunday? A de wok na club all week", intent: "hours" },
  { message: "later, waka fine", intent: "goodbye" },
  { message: "my guy dey inside cell for Ross Road since 2 nites, dem say im tif phone for club. im nor tif notin", intent: "urgent" },
  { message: "The bank froze our club's account, we need a business lawyer to deal with them", intent: "area:business" },
  { message: "Book me in with your land lawyer please, the family wants to sell the plot where my bar is", intent: "booking" },
  { message: "Goodnight", intent: "goodbye" },
  { message: "Is there someone who speaks Fula or only English", intent: "knowledge:Languages spoken" },
  { message: "me fren dem lock am up since fraiday for di fight wey happen na di club, tiday na monday. dem nor charge am. abeg help", intent: "urgent" },
  { message: "God bless una", intent: "thanks" },
  { message: "numba pls", intent: "phone" },
  { message: "una get place fo park okada?", intent: "knowledge:Parking" },
  { message: "thank u", intent: "thanks" },
  { message: "Which beach bar at Lakka has a live band on Sunday?", intent: "off-topic" },
  { message: "where una office de", intent: "address" },
  { message: "Bonjour, nous avons un litige commercial avec un fournisseur de bière. We want arbitration not tribunal.", intent: "area:arbitration" },
  { message: "Do any lawyers speak French? My English is not good", intent: "knowledge:Languages spoken" },
  { message: "Can I get your WhatsApp number?", intent: "phone" },
  { message: "Can you recommend a good DJ for my birthday party?", intent: "off-topic" },
];
