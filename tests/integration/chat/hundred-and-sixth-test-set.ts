import type { LabelledMessage } from "@/lib/chat/examples/labelled-message";

// Theme: taxi and keke (tricycle) drivers, their vehicle owners ("masters"), traffic wardens and road-safety officers — writers: (1) Pa Alhaji Sorie Mansaray, 61, owns seven taxis in Kissy/Calaba Town, dictates by voice-to-text, plain English with mishearings; (2) Abu "Sharp-Sharp" Kamara, 23, keke rider at Wellington/Shell, deep Krio and SMS on a cracked Tecno; (3) Mariama Kallon, 34, woman taxi driver on the Lumley–Congo Cross route, single mother, mixed Krio-English; (4) Sgt Emmanuel Cole, 44, police traffic warden at Kissy Road and Lumley roundabout, formal police English; (5) Mrs Salamatu Williams, 48, Road Safety Authority officer in Bo, formal letters and emails; (6) Osman Tarawally, 31, keke master in Makeni with four kekes on work-and-pay, WhatsApp shorthand; (7) Fatu Kanu, 29, nurse in London who bought kekes for her brother in Waterloo, long anxious stories; (8) Musa Kargbo, 52, secretary of a taxi drivers' union branch in Kenema, long-winded semi-formal English
export const HUNDRED_AND_SIXTH_TEST_SET: LabelledMessage[] = [
  { message: "Good morning una, how di day?", intent: "greeting" },
  {
    message:
      "abeg help! police dem don hold my keke rider at Shell junction since 7 oclock, dem say na no permit, dem carry am go Kissy station en e still de insai now",
    intent: "urgent",
  },
  {
    message: "I get 4 keke dem wey I give boys on work n pay. I want proper agreement paper write 4 dem so nobody go fool me again. una de do dat?",
    intent: "area:contract",
  },
  { message: "how long should i charge a new keke battery before i fit it, the mechanic say 12 hours", intent: "off-topic" },
  {
    message:
      "My master say if I no bring the weekly 'delivery' money on Saturday he go take the taxi back and keep all the money I don pay for 18 months. Is that legal? I don pay pass half of the car price.",
    intent: "legal-question",
  },
  {
    message: "Good afternoon. Kindly advise whether your chambers open on Saturdays, as my duty roster at the traffic post leaves me free only at weekends.",
    intent: "hours",
  },
  {
    message:
      "I have a plot at Calaba town where I park my taxis at night and now one man come with survey plan saying the land is his own family land I need lawyer for this lands matter",
    intent: "area:land",
  },
  {
    message:
      "The man I refused to carry last night because he was drunk has been parked outside my house since morning. He told my neighbour he will 'finish me' when I come out. I am inside with my two children and I am scared to open the door.",
    intent: "safety",
  },
  {
    message:
      "Good day. Our union ordered ten tricycles from China through a clearing agent and the container has been sitting at Queen Elizabeth II Quay for two months. Customs says the duty paid is wrong. Can your firm help us get them released?",
    intent: "area:shipping",
  },
  {
    message:
      "My brother Alusine rides the keke I bought for him in Waterloo. Last night around 10 he knocked a pedestrian by accident; the man is in hospital, thank God not dead. The police took Alusine to Waterloo station and this morning they told my mother he will not come out until the family pays. I am in London and going crazy. Please can someone go there today?",
    intent: "urgent",
  },
  { message: "Dear Sir/Madam, before I refer our staff to you, may I know the names of the lawyers in your chambers and their positions?", intent: "team" },
  { message: "wetin na the keke fare from Wellington to Kissy Mess Mess now wey fuel don go up?", intent: "off-topic" },
  {
    message: "I want to come with two of our executive members to see a lawyer next Tuesday about our union constitution. What time can we be given?",
    intent: "booking",
  },
  {
    message:
      "Me and my husband don separate 2 years now, he does not give anything for the children. I want to go for proper divorce and child maintenance. Una fit help me?",
    intent: "area:family",
  },
  {
    message:
      "If a driver I stopped for a traffic offence records me on his phone and posts it on Facebook saying I collected a bribe, which is false, can I take him to court for defamation and what would I get?",
    intent: "legal-question",
  },
  { message: "my keke rider dey lock up 4 Makeni police since yday dem say he carry stolen goods bt na passenger own, pls wat 2 do nw", intent: "urgent" },
  { message: "hello pls i get small wahala", intent: "unknown" },
  {
    message:
      "My driver was charged to court for dangerous driving after the accident at Ferry Junction he is on bail now the case is coming up next month I want lawyer to defend him",
    intent: "area:criminal",
  },
  { message: "What kind of cases does your firm take? I'm trying to understand if you'd be the right people for my family back home.", intent: "services" },
  { message: "Which of the basketball courts in Freetown can keke boys rent for a tournament on Sunday?", intent: "off-topic" },
  { message: "I want to register my keke business as a proper company name so I fit get loan from bank. How una go help?", intent: "area:business" },
  { message: "Tenki bad bad, God bless una", intent: "thanks" },
  {
    message:
      "Two of our member drivers are fighting over who owns the taxi they both paid for. We do not want court. Can your firm sit with them as a neutral person and settle it?",
    intent: "area:arbitration",
  },
  {
    message:
      "Some keke riders whose machines we impounded this morning have surrounded our post at Lumley roundabout with sticks and stones. They are saying they will burn the post with us inside. We are only three officers.",
    intent: "safety",
  },
  { message: "abeg una phone number, I wan call", intent: "phone" },
  {
    message:
      "I sent money to my uncle in 2019 to buy a small plot in Waterloo so my brother could build a garage for the kekes. Now I learn the same land was sold to two other people. I want a lawyer to check the title and fight this.",
    intent: "area:land",
  },
  { message: "if traffic warden seize my keke license and no give me ticket, e legal? e get right fo do dat?", intent: "legal-question" },
  { message: "What is the recommended tyre pressure for a Bajaj tricycle carrying three passengers?", intent: "off-topic" },
  {
    message:
      "my mechanic collect 4 million Leones to change engine for one of my taxi since February the car still in his garage no engine no money I want to take action",
    intent: "area:contract",
  },
  {
    message:
      "Soldiers at the checkpoint near Jui just took my co-driver Saidu out of the car and threw him in their truck, they say he insulted them. They are driving him away now. Please what do I do??",
    intent: "urgent",
  },
  { message: "How much does your firm charge for a first consultation? Our union has small funds.", intent: "knowledge:Fees" },
  {
    message:
      "the clearing agent I pay to clear two Toyota Corolla from Japan at the quay he disappear with the money and the papers the cars still at port I need help",
    intent: "area:shipping",
  },
  {
    message:
      "Dear Sir/Madam, I write to request an appointment with one of your partners at your Bo office regarding a matter affecting our road safety unit. I should be grateful for a date in the week of the 14th.",
    intent: "booking",
  },
  { message: "Please what is your email address so I can send the documents officially? And your phone number too.", intent: "email", also: ["phone"] },
  { message: "una de open tomorrow morning early? I go come before I start work", intent: "hours" },
  {
    message:
      "One of our marshals was assaulted by a taxi driver during a vehicle inspection last week. The police took a statement but nothing has happened since. We want the driver prosecuted and need a lawyer to follow the case.",
    intent: "area:criminal",
  },
  { message: "Una get woman lawyer dey? I go feel free more fo talk to woman.", intent: "team" },
  { message: "what time do the evening flights land at Lungi? i want to carry passengers from the ferry", intent: "off-topic" },
  {
    message: "If my brother dies in a keke accident, God forbid, will the keke go to his wife or come back to me, since the papers are in my name?",
    intent: "legal-question",
  },
  { message: "where una office de for Freetown? wich street?", intent: "address" },
  {
    message:
      "Our late chairman left three taxis and a house. His two wives are quarrelling over them and the children are suffering. The family wants a lawyer to handle the estate properly.",
    intent: "area:family",
  },
  {
    message:
      "My wife and I want to start a small keke hire business with two partners. We want proper shareholding papers so nobody cheats the others later. Can you assist?",
    intent: "area:business",
  },
  { message: "police come my house now now they want to carry my son who drive my taxi they say hit and run they are at the gate please", intent: "urgent" },
  { message: "me en my master get palava bout the keke money. I no want court, una fit settle we two?", intent: "area:arbitration" },
  { message: "If I come to your office with my taxi, where I go park am? No be say warden go tow am.", intent: "knowledge:Parking" },
  { message: "my former rider don send me voice note sey if I carry the keke back he go cut me wit cutlass, he de know my house", intent: "safety" },
  { message: "what papers I should bring when I come I have the car papers receipt and the agreement with driver", intent: "knowledge:What to bring" },
  { message: "which network get best data contract for uber and bolt drivers, Africell or Orange?", intent: "off-topic" },
  { message: "How can I get in touch with your chambers from Bo? I would prefer to reach you before travelling.", intent: "contact" },
  { message: "ok bye bye, I go come back later", intent: "goodbye" },
  { message: "Please what work does your office do? You people handle matters for transport people like me?", intent: "services" },
  {
    message:
      "Sir, I am writing from Kenema. Our union vice chairman was picked up by CID officers yesterday evening after a meeting about the fuel strike. He has not been released and they refuse to tell us the charge. We need a lawyer at Kenema police station today.",
    intent: "urgent",
  },
  { message: "how I go bail out water from keke engine after rain enter am? e no de start", intent: "off-topic" },
  {
    message:
      "Dear Sir/Madam, our Authority engaged a private company to supply 200 reflective jackets for wardens. We paid 60 per cent in advance; nothing has been delivered after five months and they no longer answer calls. We seek legal assistance to recover the money.",
    intent: "area:contract",
  },
  {
    message:
      "Police took my driving licence after the accident last year and never gave it back, even though the case was thrown out. Do they have the right to keep it? Can I force them to return it?",
    intent: "legal-question",
  },
  { message: "i wan book appointment wit lawyer 4 nxt wk Wednesday, i go travel come from Makeni", intent: "booking" },
  {
    message:
      "The union bought a piece of land on Blama Road for a taxi park ten years ago. Now the chiefdom authority says the lease has expired and they want to give it to another person. We need a lawyer for this land matter.",
    intent: "area:land",
  },
  { message: "What are your opening hours in GMT? I'm in London and want to call during your working day.", intent: "hours" },
  {
    message:
      "dem boys for de park say if I kam back fo load passenger dey dem go beat me till I die, yesterday dem don wound me for hand. I de hide na me aunty house now",
    intent: "safety",
  },
  {
    message: "My late husband brothers have taken the taxi he was driving and they say me and the children get no share. I want lawyer for the estate.",
    intent: "area:family",
  },
  { message: "Is Isatu Bangura still practising with your chambers? A colleague recommended her highly.", intent: "attorney:Isatu Bangura" },
  { message: "my padi dem lock am for Calaba town station since Friday, dem say e owe master money. e still insai. abeg wetin we go do", intent: "urgent" },
  {
    message: "somebody tif my keke for Makeni last month, I don report am to police n dem catch d man, I want lawyer so d case go court proper n he go pay",
    intent: "area:criminal",
  },
  { message: "Can you recommend a good reflective raincoat brand for officers standing at roundabouts in the rainy season?", intent: "off-topic" },
  { message: "I want to turn my taxi business into registered company with my two sons as directors how we go do it", intent: "area:business" },
  { message: "Hi there", intent: "greeting" },
  { message: "if my rider crash d keke n e no get insurance, who go pay d other person, me d owner or d rider?", intent: "legal-question" },
  {
    message:
      "Our office and a bus owners' association have a long-standing disagreement over fees charged for vehicle inspection. Both sides would prefer mediation rather than litigation. Does your firm offer mediation services?",
    intent: "area:arbitration",
  },
  {
    message:
      "I shipped spare parts and two new tyres for my brother's keke in a barrel from Tilbury. The barrel arrived at the Freetown port but half of the items are missing and the shipping company is ignoring me. Can you help me claim?",
    intent: "area:shipping",
  },
  { message: "ok so wat now", intent: "unknown" },
  {
    message:
      "My cousin, a keke rider, was arrested by my colleagues at Congo Cross this morning. He is in the cells at Congo Cross station now. I cannot get involved officially, but he needs a lawyer today.",
    intent: "urgent",
  },
  { message: "Kindly send me your email. I want to forward our union documents.", intent: "email" },
  { message: "I would like to see Mohamed Conteh about a personal matter. Is Thursday at 2 pm possible?", intent: "booking" },
  { message: "What is the title of that old Krio song about poda-poda drivers, the one that goes 'drive slow'?", intent: "off-topic" },
  {
    message:
      "A company hired 15 of our members' taxis to carry workers to the mines for three months. They have refused to pay for the last month, about 90 million old Leones. We need help to get our money.",
    intent: "area:contract",
  },
  {
    message:
      "Since I reported a powerful transport owner's vehicles as unroadworthy, I have received calls at night telling me I will not live to see the end of the month. Yesterday my car tyres were slashed at home.",
    intent: "safety",
  },
  { message: "Thank you for the prompt response. Much appreciated.", intent: "thanks" },
  { message: "Do you have a WhatsApp number? Calling from the UK is expensive.", intent: "phone" },
  { message: "you open today Friday till what time", intent: "hours" },
  {
    message: "As a traffic warden, am I personally liable if a vehicle I ordered to stop is hit from behind and someone is injured?",
    intent: "legal-question",
  },
  { message: "me landlord want drive me comot from di room because I de park keke na di compound. E no give me notice. una fit help me?", intent: "area:land" },
  { message: "how many lawyers una get?", intent: "team" },
  { message: "Which one is better for taxi, Toyota Corolla or Nissan Sunny? fuel consumption wise", intent: "off-topic" },
  {
    message:
      "my driver was detained three days last month and they release him without charge but now they summon him again to come to station on Monday I need a lawyer to go with him",
    intent: "area:criminal",
  },
  {
    message:
      "My brother and his wife are splitting up and he wants custody of their little girl. He drives a keke and can't afford much, but I will pay. Do you handle custody cases?",
    intent: "area:family",
  },
  { message: "How much una de take fo divorce? I no get plenty money, I fit pay small small?", intent: "knowledge:Fees" },
  {
    message:
      "my driver Foday in Kissy police station cell since yesterday night they say the car papers is fake I am the owner the papers is correct please send lawyer now",
    intent: "urgent",
  },
  { message: "Could you provide an overview of the legal services your chambers offers to public institutions?", intent: "services" },
  {
    message: "What documents should my brother bring to the first meeting about the keke accident? He has the police report and a receipt.",
    intent: "knowledge:What to bring",
  },
  {
    message:
      "Our taxi union wants to open a savings and loans scheme for members and register it properly. What registration does that need and can you handle it?",
    intent: "area:business",
  },
  {
    message: "my 3 new kekes from india dey port since 3 weeks, clearing agent say customs want extra money. una de handle port matter?",
    intent: "area:shipping",
  },
  { message: "Can I book a video consultation on behalf of my brother? I would join from London and he would come to your office.", intent: "booking" },
  {
    message: "Me en de car owner agree say we no go court. We want one neutral person to hear both side about the accident repair money. Una fit do am?",
    intent: "area:arbitration",
  },
  { message: "aright bye, I go call", intent: "goodbye" },
  { message: "Please confirm the address of your Bo office; I am based in Bo.", intent: "address" },
  {
    message:
      "My brother has just called me crying: the traffic police at Jui have put him in handcuffs and are pushing him into their vehicle because the keke papers are expired. They are taking him to the station as I type. What can I do from here?",
    intent: "urgent",
  },
  { message: "who is the judge for the Miss Freetown pageant this year my daughter want to enter", intent: "off-topic" },
  {
    message:
      "Can the city council legally stop taxis from picking up passengers in the central business district without consulting the union? Do we have any right to challenge this?",
    intent: "legal-question",
  },
  { message: "how I fit reach una? I no get credit fo call", intent: "contact" },
  {
    message:
      "My ex boyfriend, who is a taxi master himself, saw me at the park today and said he will pour acid on my face for leaving him. He knows my route. I am scared to go out to work tomorrow.",
    intent: "safety",
  },
  { message: "Good morning. Are you open during the lunch break? I will be in Freetown only between 1 and 2 pm on Wednesday.", intent: "hours" },
  {
    message:
      "Dem don lock my pikin papa for Lumley police since two days, na him de drive taxi fo feed we. Dem no carry am go court, dem no free am. Abeg una help.",
    intent: "urgent",
  },
  { message: "hw 2 download d new Bolt driver app on itel phone, e de say licence error", intent: "off-topic" },
  {
    message:
      "I am buying a plot at Waterloo from a family and they have shown me only a survey plan. I need a lawyer to do a proper search and the conveyance before I pay the balance.",
    intent: "area:land",
  },
  {
    message:
      "My brother signed a work-and-pay agreement for a second keke with a master. He has paid 14 of the 18 months and the master now wants to add 'interest'. Can he refuse? Is the master allowed to change the terms now?",
    intent: "legal-question",
  },
  {
    message:
      "A group of drivers at the Bai Bureh Road park told my junior warden today that if she books any of them again, they will wait for her after work. She lives alone in Wellington and is afraid to go home tonight.",
    intent: "safety",
  },
  { message: "salaam alaikum", intent: "greeting" },
  {
    message: "dem bin arrest me last year for fight wit passenger, dem gi me bail. Now court paper kam say make I appear next week. I need lawyer",
    intent: "area:criminal",
  },
  {
    message:
      "Dear Sir/Madam, a consignment of breathalyser equipment donated to our Authority has been held by customs at the Quay for six weeks over an exemption dispute. We require legal representation to secure its release.",
    intent: "area:shipping",
  },
  { message: "I want to come and see the big lawyer Fatmata Kamara about my taxis matter when is she free", intent: "booking" },
  { message: "Who are the lawyers at your firm? Is there anyone there who deals with family issues?", intent: "team" },
  {
    message:
      "Our driver member Alhaji Bockarie was taken from the taxi park by men in uniform this morning. We have learnt he is now held at the military barracks in Kenema. We are very worried, please advise urgently.",
    intent: "urgent",
  },
  { message: "Wetin be di price fo one litre of petrol today for Freetown?", intent: "off-topic" },
  {
    message:
      "I paid a man in Waterloo 15 million Leones to build a small garage for my brother's keke. He took the money, laid four blocks and disappeared. I need help to get the money back or the work finished.",
    intent: "area:contract",
  },
  { message: "me papa die and lef two keke, me big brother take all. I want lawyer to help share d property well", intent: "area:family" },
  { message: "if I knock person wit keke n e die, dem go jail me? how many year?", intent: "legal-question" },
  { message: "What is your telephone number? I will call from the union office.", intent: "phone" },
  {
    message:
      "I intend to register a driving school business after retirement. Can your firm handle the business name registration and the licence from the Authority?",
    intent: "area:business",
  },
  {
    message:
      "me and my brother we are both masters we have one taxi together we are quarreling. we do not want court. I want somebody neutral to settle it with lawyer present",
    intent: "area:arbitration",
  },
  { message: "dem don carry my rider Kabba go station again today, d same police wey bin hold am last month, e still dey dere nw. pls help", intent: "urgent" },
  { message: "Could I have an email address to send scanned documents from the UK?", intent: "email" },
  { message: "Is there parking for a minibus near your office? We will come as a delegation of six.", intent: "knowledge:Parking" },
  { message: "What is the meaning of 'cardiac arrest'? A passenger collapsed at my junction and the doctor used that word.", intent: "off-topic" },
  {
    message:
      "My brother's wife just messaged me that he came home drunk and is breaking things and slapping her in front of the children. She has locked herself in the bathroom. I'm in London, what can I do?",
    intent: "safety",
  },
  { message: "I rent out one shop in my compound to a mechanic he did not pay rent for one year I want him out of my property legally", intent: "area:land" },
  {
    message: "One passenger snatch my phone and the money bag from the taxi. Police catch am. I want make dem prosecute am, I need lawyer to follow the case.",
    intent: "area:criminal",
  },
  { message: "una de handle which kind case dem?", intent: "services" },
  {
    message:
      "Does the law permit our enforcement officers to impound a vehicle without a court order when the owner is not present? What would happen to us if the owner sues?",
    intent: "legal-question",
  },
  { message: "una open saturday? en wusai una office de?", intent: "hours", also: ["address"] },
  {
    message:
      "Our chairman imported a 40ft container of used tyres and spare parts for the union shop. The shipping line is charging demurrage daily because the clearing agent has not done the papers. We need a lawyer quickly.",
    intent: "area:shipping",
  },
  { message: "I want make I see one lawyer Monday after my morning trips. 11 o'clock fit am?", intent: "booking" },
  { message: "hello hello is anyone there I want to ask", intent: "unknown" },
  { message: "How do I send money from the UK to Sierra Leone most cheaply, Orange Money or Western Union?", intent: "off-topic" },
  {
    message:
      "Good afternoon. One of our road safety marshals in Bo was detained this afternoon by police after an altercation at a checkpoint. He is still in the cell at Bo Central police station and we have been told he will spend the night there. Please can Hawa Turay or another lawyer attend?",
    intent: "urgent",
  },
  {
    message:
      "my driver break our agreement he use the taxi for Bolt without telling me and now he refuse to pay the weekly amount we agree I want to enforce the agreement",
    intent: "area:contract",
  },
  {
    message: "My wife and I have agreed to divorce peacefully. We have two children and one car I use for taxi work at weekends. Do you handle divorce?",
    intent: "area:family",
  },
  { message: "tenki boss", intent: "thanks" },
  {
    message: "Di master say because I be woman I no fit drive night shift, if I do e go take di car. E get right fo stop me like dat?",
    intent: "legal-question",
  },
  { message: "Please list the partners of your firm for our records.", intent: "team" },
  { message: "me en two padi want open keke business together, we want paper so nobody go cheat. una fit register am?", intent: "area:business" },
  { message: "how much you will charge me for land case I am not rich man", intent: "knowledge:Fees" },
  {
    message:
      "We received an arbitration award against a contractor who installed faulty traffic lights. He refuses to comply. Can your chambers help enforce the award?",
    intent: "area:arbitration",
  },
  { message: "wetin be di best phone case fo Tecno Spark 10? mine don crack", intent: "off-topic" },
  { message: "Una office dey near which landmark? I know town well, na taxi I de drive.", intent: "address" },
  {
    message:
      "A group of okada riders attacked our union secretary's house last night with stones because of the parking dispute at the junction. They have promised to come back tonight and set the house on fire.",
    intent: "safety",
  },
  { message: "What is the best way to contact your chambers outside office hours?", intent: "contact" },
  { message: "you people can speak Temne? my English is not strong", intent: "knowledge:Languages spoken" },
  { message: "Goodbye, I will be in touch.", intent: "goodbye" },
  { message: "dem kam tek me from keke park, na dem van I de now, dem de carry me go station, abeg help me", intent: "urgent" },
  {
    message: "I'd like to arrange a consultation for next Friday morning for my brother Alusine about the accident. Who should he ask for when he arrives?",
    intent: "booking",
  },
  { message: "Could you recommend a good primary school in Bo for my grandson? Boarding preferred.", intent: "off-topic" },
  {
    message:
      "my nephew who drive my second taxi was arrested at Congo Cross this morning by traffic police they said obstruction but now they put him in cell and they say he will go to Pademba Road tomorrow please help",
    intent: "urgent",
  },
  {
    message:
      "I'm thinking of sending three more kekes and setting up a small transport company in Freetown with my brother as manager while I stay in the UK. Can you help register the company and sort out the papers so he can act for me?",
    intent: "area:business",
  },
  {
    message:
      "The police in Kenema have started collecting a daily 'fee' from every taxi at the park with no receipt. Is this lawful? Can the union refuse to pay?",
    intent: "legal-question",
  },
  { message: "kushe o", intent: "greeting" },
  {
    message:
      "Two men I carry from Lumley hold knife to my neck and tell me drive to Goderich bush. I escape when dem come down, but dem take my phone and dem know my car number. I de shake, I no fit go house because I fear say dem go follow me.",
    intent: "safety",
  },
  {
    message: "I wan buy one plot for Makeni to build keke park. d seller say d document na family land. una fit check d paper dem before I pay?",
    intent: "area:land",
  },
  { message: "What time does your Bo office close on Fridays?", intent: "hours" },
  { message: "What area of law does Mohamed Conteh specialise in? A colleague mentioned him.", intent: "attorney:Mohamed Conteh" },
  { message: "I want to write my will now so that my seven taxis and my houses will not cause war between my children when I die", intent: "area:family" },
  {
    message: "My pikin teacher tell dem write story about 'Custody of the Goat'. Abeg how I go explain the word 'custody' to 8 year old?",
    intent: "off-topic",
  },
  {
    message:
      "I was dismissed from a private security company where I worked as a traffic controller before I joined the police, and they never paid my last three months or my end-of-service benefit. I want to sue for it.",
    intent: "area:contract",
  },
  {
    message: "d soldiers dem for checkpoint don seize my keke n tie my rider hand, dem say make we pay 500k before dem free am. e still dey wit dem nw",
    intent: "urgent",
  },
  { message: "I want see lawyer dis week, any day after 4. una get time?", intent: "booking" },
  {
    message:
      "I buy one used bus from Belgium for transport business it arrive at the Quay but customs say the chassis number not match the papers and they hold it I need lawyer for port matter",
    intent: "area:shipping",
  },
  {
    message:
      "I have been summoned to appear before a magistrate as a witness and possibly as a co-accused in a case concerning an accident I attended. I was never arrested. I would like a lawyer to represent me.",
    intent: "area:criminal",
  },
  { message: "wat una de do? una de help keke business people?", intent: "services" },
  {
    message:
      "My brother and the man who sold him a second keke disagree about whether it was paid in full. Both families want it settled quietly by mediation rather than court. Can your firm arrange a mediator?",
    intent: "area:arbitration",
  },
  {
    message: "If I sign the car agreement and my name dey on the papers but master still hold the log book, whose car is it by law after I finish pay?",
    intent: "legal-question",
  },
  { message: "send me una number pls", intent: "phone" },
  { message: "Please help me correct this sentence for our union notice board: 'All driver's must pays there dues before the 5th'.", intent: "off-topic" },
  {
    message:
      "Since this morning a man in a black jeep has been following our female officers on the Bo–Kenema highway, flashing his lights and shouting that he will run them over. He has already tried to push one of them off the road.",
    intent: "safety",
  },
  {
    message:
      "We need a lawyer to draft a standard agreement between taxi owners and drivers in our union so there is less quarrel about weekly payments and repairs.",
    intent: "area:contract",
  },
  { message: "Hi, sorry, I just need some help please", intent: "unknown" },
  {
    message:
      "Dem take my co-driver from di car na Aberdeen, traffic police say e no get badge. Since 3 o'clock e de na Aberdeen station cell, night don fall. Wetin I go do?",
    intent: "urgent",
  },
  { message: "give me email address I will tell my grandson to write you", intent: "email" },
  {
    message:
      "Our union has taken a bank loan to buy ten taxis for members and now the bank wants to change the interest rate. We need a lawyer to look at the loan papers for the union.",
    intent: "area:business",
  },
  { message: "My landlord raise rent three times dis year and now e say make I comot in one week. I need lawyer fo dis tenant palava.", intent: "area:land" },
  {
    message: "if I die and my driver still paying for the taxi on work and pay, can my children collect the money or the driver will own it free",
    intent: "legal-question",
  },
  {
    message: "Does anyone at your office speak Limba? My mother would like to come in herself but she's more comfortable in Limba than Krio.",
    intent: "knowledge:Languages spoken",
  },
  { message: "una lawyer dem, na man dem all?", intent: "team" },
  { message: "What's the weather forecast for Freetown tomorrow? We have an outdoor road safety campaign.", intent: "off-topic" },
  {
    message: "What would it cost for a lawyer to handle my brother's case? Do you accept bank transfers from the UK, and can it be paid in instalments?",
    intent: "knowledge:Fees",
  },
  { message: "I should be grateful if you could schedule a meeting with Hawa Turay at the Bo office on Tuesday morning.", intent: "booking" },
  {
    message: "me gyal don born pikin for me, e mama say I no fit see am. I want make court gi me right fo see me pikin. una de do dat kind case?",
    intent: "area:family",
  },
  {
    message:
      "My barrel with keke spare parts was sent to Freetown in March and the shipping agent now says it was 'lost at sea'. I have the bill of lading. Can you pursue a cargo claim for me?",
    intent: "area:shipping",
  },
  { message: "We are grateful for your kind attention. Thank you.", intent: "thanks" },
  {
    message: "i bin dey remand 4 2 weeks last year bcos of accident, now dem free me n d case still dey go on. i need lawyer 4 d case",
    intent: "area:criminal",
  },
  {
    message:
      "My brother is still inside the Waterloo police cell since yesterday. They haven't charged him and they say the investigator is 'not around'. He's diabetic and hasn't had his medicine. Please, someone needs to go there today.",
    intent: "urgent",
  },
  { message: "Una dey open now?", intent: "hours" },
  { message: "Kindly let me know how best to reach your firm; our office internet is unreliable.", intent: "contact" },
  { message: "how much one container of rice dey sell now for Dove Cot market?", intent: "off-topic" },
  { message: "Where exactly is your Freetown office? I will come by poda-poda from Eastern Police.", intent: "address" },
  {
    message:
      "Our staff cooperative and a car dealer have agreed to resolve our dispute over defective motorcycles through arbitration. We need a firm to represent us before the arbitrator.",
    intent: "area:arbitration",
  },
  { message: "wetin I go bring wen I kam? I get only my license en di police paper", intent: "knowledge:What to bring" },
  {
    message: "Would the Authority be liable if a tricycle we certified as roadworthy later crashes because of brake failure? How would a court view it?",
    intent: "legal-question",
  },
  {
    message:
      "Please help! Police have just entered our union office in Kenema and are handcuffing our treasurer in front of everybody. They are taking him now. What should we do?",
    intent: "urgent",
  },
  {
    message: "d rider wey I sack don kam my house wit 3 boys, dem de knock gate say I must give am back d keke or dem go deal wit me. I lock meself inside",
    intent: "safety",
  },
  { message: "Could we have a meeting with Ibrahim Jalloh in Freetown on the 20th about the union's matters?", intent: "booking" },
  { message: "Does your firm handle only court cases, or do you also give general legal services like drafting documents and advice?", intent: "services" },
  { message: "abeg", intent: "unknown" },
  {
    message:
      "I am writing from inside the holding cell at Eastern Police. A senior officer accused me of collecting money at my post and I have been held since last night without any statement taken. My wife passed me her phone. Please send a lawyer.",
    intent: "urgent",
  },
  { message: "hw much dem de charge fo full tank keke for Makeni now?", intent: "off-topic" },
  {
    message:
      "Dear Sir/Madam, I wish to adopt my late sister's son, who has lived with me since the accident on the Bo highway that took his parents. I should be grateful for your assistance with the adoption process.",
    intent: "area:family",
  },
  { message: "I want appointment with Abdul Rahman Sesay Monday morning about my land and taxi matters", intent: "booking" },
  {
    message: "I bin work fo one company as driver fo dem manager, dem sack me without notice en dem no pay me last salary. I want help fo get me money.",
    intent: "area:contract",
  },
  {
    message:
      "My brother was injured by a taxi that drove off. The police know the driver. Can we claim compensation from the taxi owner even though he wasn't driving, and roughly how much would a court give for a broken leg?",
    intent: "legal-question",
  },
  { message: "Will your office be open on the Monday after Independence Day?", intent: "hours" },
  {
    message: "me master send boys fo beat me yesterday because I late fo pay, dem say tonight dem go kam back fo finish di job. I no fit go house",
    intent: "safety",
  },
  {
    message:
      "I have inherited a house in Bo from my father and wish to obtain proper title deeds in my name. Your assistance with the survey and registration would be appreciated.",
    intent: "area:land",
  },
  { message: "how to fix taxi air condition when it blowing hot air only", intent: "off-topic" },
  { message: "who be d lawyers dem for una office?", intent: "team" },
  {
    message:
      "A member of our union was accused of stealing a passenger's bag. He went to the station voluntarily and was released the same day, but they say he will be charged. We want a lawyer to prepare his defence.",
    intent: "area:criminal",
  },
  { message: "pls pls dem hold my bro 4 Kissy police nw, dem say keke get fake number plate, he de insai since mornin", intent: "urgent" },
  {
    message:
      "My brother sent me a used car from the US for taxi work. The clearing agent collected the duty money from me but customs says nothing was paid and the car is still at the port. I need legal help.",
    intent: "area:shipping",
  },
  {
    message: "I don save small money, I want register my own taxi business name so I no go de drive fo master again. Una fit do di registration?",
    intent: "area:business",
  },
  { message: "me n my partner we get 3 keke together, we don vex. i want mediation not court. una de do am?", intent: "area:arbitration" },
  { message: "Good evening to you all.", intent: "greeting" },
  {
    message: "Can a police officer be sued personally for towing a car that was wrongly parked but later found to belong to a diplomat? What are my risks?",
    intent: "legal-question",
  },
  { message: "How do I appeal to a wider audience with my keke business Instagram page? Any tips for captions?", intent: "off-topic" },
  { message: "Kindly provide the email address to which formal correspondence should be directed.", intent: "email" },
  {
    message:
      "I sold my old car to a taxi driver in Freetown on instalments through my cousin. He has paid only two of the ten instalments and now ignores calls. I have a written agreement. Can you enforce it for me?",
    intent: "area:contract",
  },
  { message: "my wife want divorce n she say she go carry d kids go Kono. I want lawyer 4 d divorce n custody case", intent: "area:family" },
  {
    message:
      "The owner of a taxi fleet we reported for overloading sent a message to our chairman saying that 'something will happen to his children' if we continue with the complaint. The children walk to school alone.",
    intent: "safety",
  },
  {
    message:
      "they lock my two drivers in the station at Ross Road since Saturday for the fight at the car park my sister son is one of them they are still inside",
    intent: "urgent",
  },
  { message: "Can I reach you on WhatsApp? What number?", intent: "phone" },
  {
    message:
      "Is it possible to book a consultation for my mother, who lives in Freetown, about the land where my brother parks the kekes? She can come any weekday morning.",
    intent: "booking",
  },
  { message: "one man build fence cross di place wey we de park keke since 10 years, e say na e land. we want lawyer", intent: "area:land" },
  {
    message:
      "police station invite me to come and make statement about my taxi the driver used for robbery without my knowledge I am not arrested but I want lawyer with me",
    intent: "area:criminal",
  },
  { message: "Does your firm do work for associations and unions, or only for individuals?", intent: "services" },
  { message: "Una lawyer dem fit tok Mende? Me mama na Mende, e no sabi Krio fine.", intent: "knowledge:Languages spoken" },
  { message: "How do I make a PowerPoint presentation for a road safety workshop? Any free template?", intent: "off-topic" },
  { message: "if I pay di master all di money but e no gi me di papers, wetin di law say? I fit tek am court?", intent: "legal-question" },
  { message: "wat time una close 4 evening?", intent: "hours" },
  { message: "Many thanks for your assistance.", intent: "thanks" },
  { message: "I want close one of my company that is not working again the one for car hire how to close it properly", intent: "area:business" },
  {
    message:
      "Good afternoon. Our Bo regional driver has been held at the Gerihun checkpoint by soldiers since this morning, together with our official vehicle. They have not allowed anyone to see him. We require a lawyer's intervention immediately.",
    intent: "urgent",
  },
  {
    message: "d fishing boat my uncle get for Tombo, dem seize am say e no get license. na my business too. una de handle boat matter?",
    intent: "area:shipping",
  },
  { message: "una office dey na wusai?", intent: "address" },
  { message: "What's the best way to get in touch with you from abroad?", intent: "contact" },
  {
    message:
      "Two rival unions at the Kenema lorry park want an independent mediator to settle a dispute over loading queues. Is that something your chambers can do?",
    intent: "area:arbitration",
  },
  { message: "How pikin go study law for Fourah Bay College? wetin e need fo enter?", intent: "off-topic" },
  { message: "Could you tell me how many partners and associates your chambers has?", intent: "team" },
  { message: "una de collect money fo first time wey I kam talk?", intent: "knowledge:Fees" },
  { message: "If police stop me and I no get my license on me but I get am for house, dem fit seize di car? Wetin di law say?", intent: "legal-question" },
  { message: "Is there secure parking for an official motorcycle at or near your office?", intent: "knowledge:Parking" },
  { message: "Please book us a consultation at your Freetown office. Any date next week suits us.", intent: "booking" },
  { message: "Dem de drag my broda comot from taxi now now for Kissy Road, police say e block road. Dem de put am na van. Help", intent: "urgent" },
  { message: "ok I am going now bye bye", intent: "goodbye" },
  {
    message:
      "My brother just told me on the phone that a group of bike riders are chasing him because the keke touched one of their bikes. He's hiding in a shop at Jui and they're waiting outside with sticks.",
    intent: "safety",
  },
  {
    message:
      "Request: a consultation with any available partner on Monday the 3rd regarding a disciplinary matter at work. Please confirm the time and let me know what I should bring.",
    intent: "booking",
    also: ["knowledge:What to bring"],
  },
  { message: "My friend Sue wants a recipe for cassava leaf with fish, she is cooking for the drivers on Friday. Can you give one?", intent: "off-topic" },
  {
    message:
      "Police came to my mother's house in Waterloo an hour ago looking for my brother over the keke accident. They've now found him at the park and are handcuffing him as we speak. Please, can a lawyer meet them at the station?",
    intent: "urgent",
  },
  {
    message:
      "A widow in our union wants to sell her late husband's house to pay his debts, but her in-laws are blocking the sale and saying the land is family land. She needs a lawyer for the land sale.",
    intent: "area:land",
  },
  { message: "if my keke rider use d keke do crime n police seize am, dem go gi me back my keke? I be d owner, I no know notin", intent: "legal-question" },
  {
    message:
      "my son in law he is a driver he come to my house with cutlass he say he will kill my daughter because she leave him she is hiding in my room now he is outside shouting",
    intent: "safety",
  },
  {
    message:
      "Police don charge me say I knock motorbike for Wilkinson Road but na di okada bin knock me. Dem release me same day, but dem say I must go court next week. I need lawyer fo defend me.",
    intent: "area:criminal",
  },
  { message: "what time you open in the morning I want to come before the traffic", intent: "hours" },
  {
    message: "Di pikin papa don marry another woman and e de threaten fo tek me pikin dem. I want proper custody fo me pikin dem. Una de handle dat?",
    intent: "area:family",
  },
  { message: "How many calories are in a plate of rice and groundnut soup? Trying to lose weight after long hours at the junction.", intent: "off-topic" },
  {
    message:
      "Our union bought a container of keke tyres and batteries from Dubai. It was discharged at Queen Elizabeth II Quay but the shipping line released it to another consignee by mistake. We need help to recover the goods or their value.",
    intent: "area:shipping",
  },
  { message: "Could you tell me who's on your legal team? I'd like to know who might end up handling my brother's file.", intent: "team" },
  { message: "tenki tenki, una do well", intent: "thanks" },
  {
    message: "d police dem carry my 2 riders go Makeni central since sunday n dem nt release dem yet, dem say na curfew ting. pls do sumtin",
    intent: "urgent",
  },
  {
    message:
      "My wife runs a small spare parts shop and wants to take a business loan. The bank asks for registration papers and a company resolution. Can your firm help prepare those?",
    intent: "area:business",
  },
  { message: "one supplier for Lunsar collect money 4 10 keke tyres since 2 month, no tyre no money. i want take action", intent: "area:contract" },
  {
    message:
      "Di taxi owner dem association want settle di quarrel between we drivers en dem outside court. Dem say make both side choose one neutral person. Una fit be di neutral one?",
    intent: "area:arbitration",
  },
  { message: "wat na una email?", intent: "email" },
  {
    message:
      "Our union constitution says a member expelled for misconduct loses his savings. One expelled member says that is illegal. Who is right under the law?",
    intent: "legal-question",
  },
  {
    message:
      "Soldiers have just detained two of my wardens at the Hill Station junction after an argument over a military convoy. They are holding them at the roadside and say they will take them to the barracks. Please advise what to do now.",
    intent: "urgent",
  },
  { message: "Christiana Thomas, na woman lawyer? Wetin she de handle?", intent: "attorney:Christiana Thomas" },
  { message: "Please outline the range of services your firm provides.", intent: "services" },
  { message: "Abeg gi me una number, I go call after work.", intent: "phone" },
  { message: "Our union is planning a charter bus trip to Bo for the national conference. Which company rents buses cheapest?", intent: "off-topic" },
  { message: "I wan kam see lawyer Friday morning, abeg put me name down", intent: "booking" },
  {
    message:
      "My late father's house in Kissy has two tenants who have stopped paying, and one has sublet his room to a mechanic without permission. I need help handling the tenancy.",
    intent: "area:land",
  },
  {
    message:
      "My brother wants to marry his partner properly under civil law before she joins him in the business. Can your firm handle the marriage registration?",
    intent: "area:family",
  },
  {
    message: "Me ex husband kam na me work place, e show me gun na e waist, e say if I no drop di maintenance case e go shoot me. I de fear go out now.",
    intent: "safety",
  },
  { message: "Do your lawyers speak Mende? Some of our elderly members do not understand English well.", intent: "knowledge:Languages spoken" },
  {
    message:
      "A tricycle operator deliberately struck and injured one of our officers. He was arrested and granted bail. We wish to retain private counsel to assist the prosecution.",
    intent: "area:criminal",
  },
  { message: "una de? I wan ask sumtin", intent: "unknown" },
  {
    message: "Is a driver who refuses a breath test at a checkpoint committing an offence under current law, and what penalty could a court impose?",
    intent: "legal-question",
  },
  {
    message:
      "the police keep my driver since Tuesday at Kissy division they say they are waiting for the owner to come me I am the owner but I am sick in bed he is still there",
    intent: "urgent",
  },
  { message: "hw i go contact una?", intent: "contact" },
  { message: "What's the nearest landmark to your Siaka Stevens Street office? My brother doesn't read well and goes by landmarks.", intent: "address" },
  { message: "I want get licence fo open one small keke spare parts shop. una de help wit business licence?", intent: "area:business" },
  { message: "Which hospital for Freetown get better doctor fo back pain? Long driving don spoil me back.", intent: "off-topic" },
  {
    message:
      "I pay for three Toyota Hiace from Japan through one agent in Dubai the ship come but only two were in the container the bill of lading say three who I go claim",
    intent: "area:shipping",
  },
  { message: "Are you open at all over the Christmas period? My brother might come in on the 27th of December.", intent: "hours" },
  {
    message: "my taxi drivers and me we agree to choose arbitrator for the money dispute about the repairs can your firm provide arbitrator",
    intent: "area:arbitration",
  },
  { message: "Is there any free legal help for junior police officers, or do you charge the normal fee?", intent: "knowledge:Fees" },
  { message: "We need a lawyer to review a vehicle lease contract before our Authority signs with a private fleet supplier.", intent: "area:contract" },
  {
    message:
      "A driver I booked this afternoon has followed me from the junction to my house. He is standing outside my gate now with two others, telling me to come out 'if I am a man'. My family is inside.",
    intent: "safety",
  },
  {
    message:
      "Dem don hold me insai Lumley station since morning, dem take me phone but one officer gi me e own small fo write dis. Dem say na me car dem use fo tif. Abeg send lawyer.",
    intent: "urgent",
  },
  {
    message:
      "If the keke is registered in my name but my brother is the one driving, and he gets a fine or is sued, am I responsible as the owner even though I live in the UK?",
    intent: "legal-question",
  },
  { message: "I wan meet wit una lawyer wen I kam Freetown nxt mont, d 12th", intent: "booking" },
  { message: "Where can I get a hearing test in Bo? Years of traffic noise have affected my ears.", intent: "off-topic" },
  { message: "Is there somewhere my brother can park his keke safely when he comes to your office?", intent: "knowledge:Parking" },
  {
    message: "What documents should our executives bring to the first meeting: the constitution, the minutes and the land papers?",
    intent: "knowledge:What to bring",
  },
  { message: "Hello una", intent: "greeting" },
  { message: "I want to know all the kind of case your office can do for somebody like me with taxis and houses", intent: "services" },
  { message: "how much is one town lot of land at Tombo now I want to know the price before I sell one taxi", intent: "off-topic" },
  {
    message:
      "Good morning. Our union chairman in Kenema has been held at the police station since Friday on the orders of a local big man over a land quarrel. He has not been taken to court. We need a lawyer to go there.",
    intent: "urgent",
  },
  {
    message:
      "my first wife she died and her family now want to take the house and the two taxis I bought during the marriage I need lawyer for the estate of my wife",
    intent: "area:family",
  },
  { message: "Good morning, Kamara & Associates.", intent: "greeting" },
  {
    message: "If I refuse fo give di traffic warden 'tea money' en e write me ticket wey no true, I fit challenge am na court? Wetin go happen to me?",
    intent: "legal-question",
  },
  { message: "Could I arrange to see a lawyer at 4 pm on a weekday? My shift ends at 3.", intent: "booking" },
  {
    message:
      "I want to ship a used keke from the UK to Freetown for my brother, but I'm told customs at the Quay now require a special import permit for tricycles. Can your firm deal with customs and the clearing agent for me?",
    intent: "area:shipping",
  },
  { message: "dem don burn one of my keke last night n leave paper say na me go burn next. i de sleep na friend house now", intent: "safety" },
  { message: "I drive taxi fo one hotel on contract, dem no pay me fo three months en now dem say contract done. I want me money.", intent: "area:contract" },
  { message: "wetin time una de open fo Saturday?", intent: "hours" },
  { message: "na insai cell me uncle de since sunday ova keke accident, we no get money fo bail, abeg una fit send lawyer?", intent: "urgent" },
  { message: "my landlord for Makeni sell d house wey I de rent to another man, d new owner say make I comot tomorrow. una fit help me?", intent: "area:land" },
  { message: "What time does the Lumley beach Sunday market start? I want to take my kids.", intent: "off-topic" },
  { message: "Who be di lawyers dem na una office? I want know dem name.", intent: "team" },
  {
    message:
      "I'd like to invest in a small taxi business in Freetown with a local partner. Can you help set up the company and a shareholder agreement so my investment is protected?",
    intent: "area:business",
  },
  {
    message:
      "I was suspended after a motorist accused me of extortion. The police investigation is ongoing and I may be charged. I need a criminal lawyer to represent me.",
    intent: "area:criminal",
  },
  { message: "Kindly provide a telephone number for your Bo office.", intent: "phone" },
  { message: "if my driver kill somebody with my taxi by accident the family of the dead can take my house or my other cars", intent: "legal-question" },
  {
    message:
      "Our neighbourhood has a dispute with a keke park operator over noise and obstruction. Community elders suggested mediation by a neutral lawyer. Does your firm provide that?",
    intent: "area:arbitration",
  },
  {
    message:
      "I am writing on behalf of a driver employee who was remanded at Bo correctional centre this morning by the magistrate. He remains in custody. We request urgent legal representation for a bail application.",
    intent: "urgent",
  },
  { message: "hw 2 register 4 Bolt driver wit keke in Makeni? dem get am dey?", intent: "off-topic" },
  { message: "Which email I fit send me papers to?", intent: "email" },
  { message: "We wish to meet Isatu Bangura to discuss the estate of our late chairman. Please suggest a date.", intent: "booking" },
  { message: "me gyal de pregnant en she family want make we marry, I want do di marriage proper. una de do marriage paper?", intent: "area:family" },
  { message: "Am I entitled to a lawyer during an internal police disciplinary hearing, or only in court?", intent: "legal-question" },
  { message: "how I can contact your office I dont use email", intent: "contact" },
  {
    message:
      "Our office ordered road signs from Ghana by sea. The vessel arrived but the cargo was damaged by seawater and the carrier denies liability. We require assistance with a cargo claim.",
    intent: "area:shipping",
  },
  {
    message:
      "My brother's wife called: his former master keeps phoning him saying he will 'disappear' if he doesn't hand over the keke, and two men have been watching their house since last night.",
    intent: "safety",
  },
  { message: "Na me and me sister buy one plot together fo Waterloo, now she sell am without tell me. I need lawyer fo dis land case.", intent: "area:land" },
  { message: "wetin una de do pass? land, business, all?", intent: "services" },
  { message: "d police don tek my rider from d keke n put am in cell, dem say d keke na tif one bt I get d receipt. e insai nw", intent: "urgent" },
  {
    message: "police gi me summons fo come court because one passenger say I overcharge en insult am. I neva go station. I want lawyer.",
    intent: "area:criminal",
  },
  { message: "Can you suggest a good name for my brother's keke? Something like 'God's Will' or 'No Condition Permanent' but new.", intent: "off-topic" },
  { message: "una lawyer dem sabi Temne? me rider no sabi English", intent: "knowledge:Languages spoken" },
  {
    message:
      "Our union wants to form a cooperative transport company where members buy shares. Can your firm handle the registration and the shareholder rules?",
    intent: "area:business",
  },
  { message: "Until what time is your office open on weekdays? I could come after my morning shift.", intent: "hours" },
  { message: "thank you my child God will bless you", intent: "thanks" },
  { message: "di police say if I no pay di fine today dem go sell me keke. dem get di right fo sell am?", intent: "legal-question" },
  { message: "I will come with my car can I park in front of your office or I must find parking far", intent: "knowledge:Parking" },
  {
    message:
      "We want a lawyer to review the new agreement the city council wants us to sign for use of the central taxi park. Some of the clauses look unfair.",
    intent: "area:contract",
  },
  { message: "Wetin I go carry kam fo di divorce meeting? Na marriage paper en pikin dem birth certificate?", intent: "knowledge:What to bring" },
  {
    message: "me n my old partner agree make arbitrator decide our keke matter. can una arrange arbitration n tell me hw e de work?",
    intent: "area:arbitration",
  },
  { message: "I want book time fo talk to lawyer bout di car agreement wit master. Any day afta 2.", intent: "booking" },
  { message: "Please can you help us write a speech for the union's 20th anniversary dinner?", intent: "off-topic" },
  { message: "Right, that's all for now. Goodbye.", intent: "goodbye" },
  { message: "police come take my driver from my compound just now they are putting him inside the pickup I don't know the reason please", intent: "urgent" },
  { message: "Is there a lawyer in your team based in Bo or Kenema?", intent: "team" },
  { message: "Could I schedule a phone consultation with Adama Koroma on Thursday at 10 am Freetown time?", intent: "booking" },
  {
    message: "Di man wey de beat me for house don lock di door en e de hold knife, e say today na me last day. I de write dis from bathroom.",
    intent: "safety",
  },
  { message: "Hello! Hope you're all well.", intent: "greeting" },
  {
    message: "Police just stop me at Congo Cross en dem de force me comot di car, dem say make I follow dem go station now. I de write dis fast. Abeg help!",
    intent: "urgent",
  },
  {
    message: "I want to buy one house at Wellington to use as garage and office for my taxi business I need lawyer to check the papers and do the conveyance",
    intent: "area:land",
  },
  { message: "if rider no pay me 4 3 weeks, i fit go tek d keke back by force or i must go court first?", intent: "legal-question" },
  { message: "who win di Leone Stars match yesterday?", intent: "off-topic" },
  { message: "Is Ibrahim Jalloh still a partner with you? He helped our union years ago.", intent: "attorney:Ibrahim Jalloh" },
  {
    message:
      "Tonight a group of tricycle riders has blocked the road in front of our Bo office and they are throwing stones at the windows. Four staff are trapped inside and the riders are shouting that nobody will leave alive.",
    intent: "safety",
  },
  {
    message:
      "One of our members and his wife want a legal separation, not a divorce, with an agreement on who keeps the taxi and who supports the children. Do you handle that?",
    intent: "area:family",
  },
  { message: "d bank wey gi me loan 4 my keke business wan seize all d keke bcos I late 2 month. I need lawyer 4 dis bank matter", intent: "area:business" },
  {
    message:
      "Please, our member Mr Sheku was arrested at the Kenema park an hour ago and is now in a cell at Kenema police division. The officers are asking for money before they release him. We need a lawyer urgently.",
    intent: "urgent",
  },
  {
    message:
      "I paid a dealer for a used motorbike for my son to ride commercially. The dealer delivered a different, older bike and refuses to refund. I have the receipt and a written agreement.",
    intent: "area:contract",
  },
  { message: "Kindly let us know your working hours for both the Freetown and Bo offices.", intent: "hours" },
  { message: "my grandson ask me what is the meaning of jailbreak for phone he want to do it to his iPhone is it good", intent: "off-topic" },
  {
    message:
      "Me broda send me two tyre en car parts from America in one container wit other people goods. Di clearing agent say me part don lost. I want claim me goods. Una de handle port matter?",
    intent: "area:shipping",
  },
  { message: "i wan see Mohamed Conteh nxt week Tuesday 4 my keke case", intent: "booking" },
  {
    message:
      "My brother was in custody for three days last year and was released without charge. Can he now sue the police for wrongful detention, and what compensation might he get?",
    intent: "legal-question",
  },
  {
    message:
      "A taxi driver in our union has been charged with causing death by dangerous driving. He is on bail. The union wants a lawyer to defend him at the High Court.",
    intent: "area:criminal",
  },
  {
    message:
      "The dealer and my brother have agreed to go to arbitration instead of court over the faulty keke. We need a lawyer to represent him in the arbitration.",
    intent: "area:arbitration",
  },
  { message: "Wetin una office de do? Una de help driver dem?", intent: "services" },
  { message: "who is the oldest lawyer there, the senior one, I want to know all of them", intent: "team" },
  {
    message:
      "A traffic warden colleague was taken by plain-clothes men from his post on Kissy Road an hour ago. We have now learnt he is being held at CID headquarters. He has not been told why. He needs a lawyer now.",
    intent: "urgent",
  },
  { message: "What is the evidence that seat belts reduce deaths? I need statistics for a school talk.", intent: "off-topic" },
  {
    message: "me wife en me pikin dem de hide na neighbour house because me broda de wait fo we wit cutlass, e say na me tek e keke. e de outside now",
    intent: "safety",
  },
  { message: "give me your phone number I will call you, and what time you close", intent: "phone", also: ["hours"] },
  { message: "I wish to lease a plot in Bo for a roadside vehicle inspection centre. Please draft and review the lease agreement.", intent: "area:land" },
  { message: "Me master de keep me license since one year so I no go run. E legal? Wetin I fit do?", intent: "legal-question" },
  { message: "my sister husband beat her well before n now dem separate, she want divorce n maintenance 4 d pikin. una fit handle am?", intent: "area:family" },
  { message: "How can the union get in touch with your firm for future matters?", intent: "contact" },
  { message: "dem lock me insai cell fo Kissy since yesterday, na one police borrow me e phone. dem no tell me wetin I do. abeg", intent: "urgent" },
  { message: "which keke engine oil better 4 hot season, 20w50 or 15w40?", intent: "off-topic" },
  {
    message:
      "Someone stole my brother's keke at night from outside the house. The police know who did it but aren't doing anything. We want the thief prosecuted. Can you take this up?",
    intent: "area:criminal",
  },
  { message: "I would like to book a consultation at your Freetown office for myself and our legal officer on the 28th.", intent: "booking" },
  { message: "Me en two other woman driver want start we own taxi company. Una fit help we register am en write di partner paper?", intent: "area:business" },
  { message: "aright, lata", intent: "goodbye" },
  {
    message: "Our fishing canoe collided with a cargo vessel near the quay and sank. The vessel owners refuse to compensate us. Can you pursue them?",
    intent: "area:shipping",
  },
  { message: "Do you have staff who speak French? A Guinean driver I know needs legal help.", intent: "knowledge:Languages spoken" },
  {
    message:
      "The mechanic shop my brother uses in Freetown signed a service agreement with him for the keke, but they've refused to do the repairs they promised. Do you handle breach of contract cases like this?",
    intent: "area:contract",
  },
  {
    message:
      "Officers from my own station are right now at my neighbour's door to take his son, a keke rider, over a stolen battery. The boy is inside and they are forcing the door. The family begs for a lawyer.",
    intent: "urgent",
  },
  { message: "Thank you so much, that's really helpful.", intent: "thanks" },
  {
    message:
      "Since our union reported the park chairman for collecting illegal fees, his boys have been going round the park saying they will 'deal with' our secretary. Last night they broke his car windows and he has not slept at home since.",
    intent: "safety",
  },
  { message: "wat paper i go bring? d keke papers, agreement n receipt?", intent: "knowledge:What to bring" },
  { message: "Una de open Sunday?", intent: "hours" },
  { message: "my tenant and me we want settle the rent quarrel outside court with somebody neutral can your office do mediation", intent: "area:arbitration" },
  { message: "Good day.", intent: "greeting" },
  {
    message: "Is it lawful for a local council to require tricycle riders to buy a separate council permit on top of the national licence?",
    intent: "legal-question",
  },
  { message: "I fit park keke near una office?", intent: "knowledge:Parking" },
  { message: "We want to know the full range of matters your firm handles before we sign a retainer for the union.", intent: "services" },
  { message: "I want to book appointment for my land matter on Thursday morning early", intent: "booking" },
  { message: "wich side una office de? near wich junction?", intent: "address" },
  {
    message:
      "some boys come to my car park tonight with cutlass they say if I dont give them money they will kill my night watchman they are still outside the gate and he is hiding",
    intent: "safety",
  },
];
