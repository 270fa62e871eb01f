import type { LabelledMessage } from "@/lib/chat/examples/labelled-message";

// Palm oil, cocoa and coffee in the east; writers: Sahr (old Kailahun cocoa farmer, Krio), Mariama (Kenema women's palm oil group), Alhaji Musa (Kenema produce buyer, SMS), Fatu (Segbwema farm labourer, typos), Mr Gbessay (retired Daru teacher, formal), Tamba (London son of cocoa family), Josephine (Kenema cooperative secretary, voice typing), Mamadou (Koindu Guinean trader, French words)
export const SEVENTY_SIXTH_TEST_SET: LabelledMessage[] = [
  { message: "Kushe o, good morning una", intent: "greeting" },
  {
    message:
      "My family gave 40 acres of our land in Jojoima to a palm oil company in 2015, the lease paper was signed by the chief not by us. Now the company wants to extend for another 25 years and we the landowners don't agree. Can your firm help us fight this?",
    intent: "area:land",
  },
  {
    message: "abeg help police don carry my papa from him cocoa farm dis morning for Pendembu, dem say he sell cocoa wey no to him own. he de na station now",
    intent: "urgent",
  },
  { message: "wetin be the cocoa price per kilo for Kenema this week", intent: "off-topic" },
  { message: "What time una de open for morning", intent: "hours" },
  {
    message: "My late father's cocoa plantation, my uncle say because I am a woman I cannot inherit it. Does he have the right to take it from me?",
    intent: "legal-question",
  },
  {
    message: "We are 12 produce buyers in Kenema and we want to register a company together to export cocoa and coffee. Do you help with company registration?",
    intent: "area:business",
  },
  {
    message:
      "the youths in our village say they will burn my palm oil store tonight becos they think i cheat them on the price. i am hiding in my brother house now, pls what do i do",
    intent: "safety",
  },
  { message: "how many lawyers work for una firm", intent: "team" },
  { message: "how much una de charge for land case? I be poor farmer", intent: "knowledge:Fees" },
  {
    message:
      "Our 2 containers of dried cocoa beans were held at Queen Elizabeth II Quay for three weeks and now the buyer in Belgium says the beans are mouldy and refuses to pay. We think the port delay caused it. Is this something your shipping lawyers handle?",
    intent: "area:shipping",
  },
  { message: "how many days should I ferment cocoa beans before drying", intent: "off-topic" },
  {
    message:
      "My cousin was charged for stealing 6 bags of cocoa from the cooperative store. He is on bail now but the case start in Kenema magistrate court next month. we need a lawyer to defend him",
    intent: "area:criminal",
  },
  {
    message: "Dem lock up my husband since yesterday for Kenema police station, na the buyer wey give am pre-finance money complain am. Dem nor wan release am",
    intent: "urgent",
  },
  { message: "I would like to book appointment with land lawyer on thursday if possible", intent: "booking" },
  { message: "my husband don die and him family de take all the coffee farm from me and my 4 pikin dem. I need lawyer for help me", intent: "area:family" },
  { message: "pls send ur email adress", intent: "email" },
  {
    message:
      "I supply palm oil to a trader in Freetown, 60 drums every month. I want a proper written agreement so he can't change the price anytime. Can you draft this kind of contract?",
    intent: "area:contract",
  },
  { message: "Is it legal for the produce buyer to use his own scale that weighs less and refuse to let us check it?", intent: "legal-question" },
  {
    message:
      "Our cooperative has a dispute with an exporter over 18 tons of cocoa he collected and paid only half. We do not want to go to court, it takes years. Can you help us settle it out of court?",
    intent: "area:arbitration",
  },
  { message: "pls can u write a short poem about cocoa farmers for my school program", intent: "off-topic" },
  { message: "Is Mr Mohamed Conteh still the land lawyer there? somebody in Kenema recommend him", intent: "attorney:Mohamed Conteh" },
  {
    message:
      "soldiers dem take my brother from the checkpoint near Koindu yesterday evening, dem say he smuggle cocoa go Guinea. we nor know where dem carry am",
    intent: "urgent",
  },
  { message: "Is there place to park my pickup truck when I come to your office?", intent: "knowledge:Parking" },
  {
    message:
      "Dear Sir, I write on behalf of the Gbessay family of Daru. A neighbour has moved the boundary pegs of our cocoa farm and planted his own seedlings on about 3 acres. We wish to engage your firm to resolve this matter.",
    intent: "area:land",
  },
  { message: "good evening", intent: "greeting" },
  {
    message: "me an my partners get palm oil mill for Kenema, one shareholder wan comot and take him money. we need lawyer for sort the shares",
    intent: "area:business",
  },
  {
    message: "My husband beat me last night because I refuse give am the money from my palm oil sale. He say when he come back he go kill me. I de fear",
    intent: "safety",
  },
  { message: "wat kind of cases una de handle?", intent: "services" },
  {
    message: "Police invite me to come to Segbwema station on monday, dem say I tif labourers money. I nor tif. I need lawyer to go with me",
    intent: "area:criminal",
  },
  { message: "which fertilizer is best for young coffee seedlings", intent: "off-topic" },
  { message: "r u open on saturday", intent: "hours" },
  {
    message: "if the company lease on our land finish and dem no renew, must dem pay us for the palm trees dem plant or the trees become ours?",
    intent: "legal-question",
  },
  {
    message:
      "my son na labourer for plantation, the security men dem catch am and hand am to police last night. he still de inside cell now for Kailahun. abeg",
    intent: "urgent",
  },
  { message: "I want to make a will so my cocoa farms go to my children equally after I die, not to my brothers. Do you do wills?", intent: "area:family" },
  { message: "wetin be una phone number", intent: "phone" },
  {
    message:
      "We chartered a small vessel to take palm kernel from Freetown to Conakry and the owner cancelled at the last minute after we loaded half. Do you handle charter problems?",
    intent: "area:shipping",
  },
  { message: "una get woman lawyer? I prefer to talk to a woman", intent: "team" },
  { message: "Do any of your lawyers speak Mende? my grandmother only speaks Mende", intent: "knowledge:Languages spoken" },
  {
    message:
      "I work for a big plantation near Kenema for 3 years as supervisor, now they sack me without notice and no end of service pay. I want to take action against them",
    intent: "area:contract",
  },
  { message: "can i talk to a lawyer by phone tomorrow, i'm in Kailahun and cannot travel to Freetown", intent: "booking" },
  { message: "I get one problem", intent: "unknown" },
  { message: "Whats the weather going to be like in Kenema next week, I want to dry my cocoa", intent: "off-topic" },
  {
    message:
      "The middleman gave me 2 million leones before harvest and now he wants 3 bags of cocoa for every 500,000. Is that even allowed by law? Can he force me?",
    intent: "legal-question",
  },
  { message: "thank you very much for the info", intent: "thanks" },
  { message: "Police de na we door now dem wan carry my papa because of land palaver with the chief. Help us quick", intent: "urgent" },
  { message: "how can I contact you people? I live in Kenema", intent: "contact" },
  {
    message: "We got an arbitration award against a Lebanese buyer in Kenema for unpaid cocoa money, but he refuses to pay. How can you help us enforce it?",
    intent: "area:arbitration",
  },
  {
    message: "Men wit cutlass came to our farm, said if we harvest the coffee dem go chop we. Dem de still around the village. wetin we go do",
    intent: "safety",
  },
  { message: "I want to schedule consultation about my family land, which day free?", intent: "booking" },
  {
    message:
      "hi, i sign paper wit one cocoa exporter to supply 10 tons by december. now dem say the contract no good and dem no go buy again. i wan lawyer check the paper",
    intent: "area:contract",
  },
  {
    message:
      "Good afternoon. My younger brother was picked up by CID officers at the Kenema produce market this morning over a cheque that bounced. He is still with them at the station. Please can a lawyer go there today?",
    intent: "urgent",
  },
  { message: "hw much a drum of palm oil de sell for Freetown now", intent: "off-topic" },
  { message: "Do you people only do court cases or do you also help farmers with paper work", intent: "services" },
  {
    message: "Our chief signed a 50 year lease of our family land to a plantation company without asking us. Is that lease valid or can we cancel it?",
    intent: "legal-question",
  },
  {
    message: "I want to buy 10 acres of cocoa land in Kailahun district, I live in London. I need someone to do a title search first so I don't get cheated",
    intent: "area:land",
  },
  {
    message: "sir my husband brothers dem say if I nor leave the house and the cocoa farm dem go beat me and my pikin. dem don already slap me yesterday",
    intent: "safety",
  },
  { message: "what time do you close today", intent: "hours" },
  {
    message: "My ex husband sells coffee every season but refuses to give anything for our 3 children. I need help to make him pay maintenance",
    intent: "area:family",
  },
  { message: "Can I pay the lawyer fee small small after harvest? money nor de now", intent: "knowledge:Fees" },
  {
    message:
      "customs at the quay are holding our cocoa export saying the papers are incomplete, every day we pay demurrage. we need urgent help with port clearance",
    intent: "area:shipping",
  },
  { message: "Hello", intent: "greeting" },
  {
    message: "My son was accused of setting fire to a neighbour's coffee farm. The court case is on in Kailahun. He is on bail. We need a good criminal lawyer",
    intent: "area:criminal",
  },
  { message: "pls how to make palm oil soap at home", intent: "off-topic" },
  {
    message:
      "Dear Madam/Sir, I should be grateful if an appointment could be arranged for me with one of your lawyers during the week of the 14th. I shall travel from Daru.",
    intent: "booking",
  },
  {
    message:
      "We are a women palm oil processing group in Kenema with 35 members. We want to register as a cooperative or company so we can get bank loan. Can you help us with that?",
    intent: "area:business",
  },
  { message: "wetin be una email", intent: "email" },
  {
    message: "if i stop working on the plantation before my contract finish, can they refuse to pay me for the months i already worked?",
    intent: "legal-question",
  },
  { message: "dem don arrest my mama for Daru police post dis morning, dem say she owe the cooperative money. she get pressure, abeg", intent: "urgent" },
  {
    message: "Is it possible to settle a disagreement with our buyer through mediation instead of going to court? It's about the quality of 200 bags of coffee",
    intent: "area:arbitration",
  },
  { message: "pls sir help", intent: "unknown" },
  {
    message: "some people from Kenema town are clearing my grandfather land for oil palm, they say they bought it from my uncle. we never agreed",
    intent: "area:land",
  },
  { message: "wetin I go do for the black pod disease wey de spoil my cocoa", intent: "off-topic" },
  { message: "tenki tenki o, God bless una", intent: "thanks" },
  {
    message:
      "We the labourers on a private cocoa plantation have not been paid for four months. The owner keeps promising. We want a lawyer to help us get our wages",
    intent: "area:contract",
  },
  { message: "parking de near una office?", intent: "knowledge:Parking" },
  { message: "Who are the lawyers at your chambers?", intent: "team" },
  {
    message:
      "They took my husband from the palm oil mill at night, the police and some company security men. He slept in the cell, we went this morning they said we cannot see him",
    intent: "urgent",
  },
  {
    message:
      "my papa die without will, he get cocoa farm for Ngiehun and house for Kenema. we are 7 children from 3 wives and no one agree. we want lawyer to share it properly",
    intent: "area:family",
  },
  { message: "where is your office located", intent: "address" },
  {
    message: "i am a labourer and the foreman threaten to shoot me because i ask for my money. he has gun. i am afraid to go back to the farm or my room",
    intent: "safety",
  },
  {
    message: "i am a produce buyer and i want to open account and get loan from bank, dem want company documents. i never register. can una help",
    intent: "area:business",
  },
  { message: "una de work on Sunday?", intent: "hours" },
  { message: "Can the produce buyer keep my cocoa because I owe him money from last year without going to court?", intent: "legal-question" },
  { message: "Is there a bus from Freetown to Kailahun on friday, how much", intent: "off-topic" },
  { message: "ok bye for now", intent: "goodbye" },
  {
    message: "Our coffee shipment to Germany arrived with water damage, the shipping line says it is not their fault. We need to make a cargo claim",
    intent: "area:shipping",
  },
  { message: "pls gimme ur whatsapp number", intent: "phone" },
  { message: "what areas of law does Kamara and Associates cover?", intent: "services" },
  { message: "wetin I for carry come when I de come see the lawyer? I get survey plan and receipt", intent: "knowledge:What to bring" },
  {
    message:
      "Please my father has been held at Kailahun police since Friday and now they say they will transfer him to Kenema. Nobody will tell us the charge. Please help",
    intent: "urgent",
  },
  {
    message:
      "The police gave me a paper saying I should appear in court on the 20th for fraud, because a buyer says I collected his money and didn't supply cocoa. What can you do for me?",
    intent: "area:criminal",
  },
  { message: "can you help me write CV for job at the palm oil company", intent: "off-topic" },
  { message: "book me for monday morning pls, for my land matter", intent: "booking" },
  { message: "the contract with our exporter say any dispute go to arbitration. now dem nor pay us. una de do arbitration?", intent: "area:arbitration" },
  { message: "all the ways i can reach una pls, phone, email, everything", intent: "contact" },
  {
    message: "My husband took a second wife and now says the coffee farm we both worked on belongs to him only. Will the court give me half?",
    intent: "legal-question",
  },
  {
    message:
      "A crowd is gathering outside our cooperative office saying we stole their premium money, they are shouting and throwing stones. We are locked inside",
    intent: "safety",
  },
  { message: "dem don hold my boy for Kenema barracks since yesterday, dem say he fight soldier for road block, we nor see am", intent: "urgent" },
  { message: "Pls can I get an appointment next week to see the contract lawyer?", intent: "booking" },
  { message: "bonjour, est-ce que vous parlez français? my english is small", intent: "knowledge:Languages spoken" },
  {
    message:
      "Good day, I am in Manchester UK. My mother passed away in Kenema and left a coffee farm and a house. My stepfather is refusing to show us any documents. I want to start the process of administration of her estate",
    intent: "area:family",
  },
  { message: "they have put my husband in the lock up at bunumbu sin yesterday because of fight with the buyer, pls send some body", intent: "urgent" },
  { message: "which company de buy coffee for good price for kenema", intent: "off-topic" },
  {
    message: "we leasing 100 acres to a foreign company for oil palm, they sent us a lease agreement of 30 pages. we want a lawyer to check it before we sign",
    intent: "area:land",
  },
  {
    message: "how much compensation should the company pay per cocoa tree when they destroy our farm for road? is there a law for the amount?",
    intent: "legal-question",
  },
  { message: "Hello, are you opened during the public holiday on Monday?", intent: "hours" },
  {
    message:
      "My brother is accused of killing a man in a fight at the cocoa buying centre in Pendembu. He was released on bail last week and the case goes to the high court. Family want a defence lawyer",
    intent: "area:criminal",
  },
  { message: "how many female lawyers dey there", intent: "team" },
  {
    message:
      "A Chinese investor wants to put money in my coffee processing business and take 40% shares. I need a lawyer to advise on the investment agreement and company papers",
    intent: "area:business",
  },
  {
    message:
      "Pls my neighbour don swear say him go kill me because of the boundary of we cocoa farm. Yesterday him come with cutlass to my house. I dey hide for my sister place",
    intent: "safety",
  },
  { message: "Who is Christiana Thomas? my friend say she good for work matters", intent: "attorney:Christiana Thomas" },
  { message: "hw to remove stain of palm oil from white cloth", intent: "off-topic" },
  {
    message:
      "hi we are exporters, the vessel carrying our 40 tons of cocoa to Antwerp was delayed in port and the charterer want us to pay extra. Do una handle charter party issue",
    intent: "area:shipping",
  },
  { message: "I wan come see lawyer tomorrow for 10am, abeg put me down", intent: "booking" },
  { message: "Bonjour", intent: "greeting" },
  { message: "The police just arrived at our house in Kailahun town, they are taking my uncle now, they did not say why", intent: "urgent" },
  {
    message:
      "Two of our cooperative members are fighting about who owns a coffee farm, we want a neutral person to mediate before it goes to court. do una do mediation",
    intent: "area:arbitration",
  },
  { message: "Do you offer legal aid? our women group no get money for lawyer", intent: "knowledge:Fees" },
  {
    message:
      "A company promised to buy all our palm kernel for 2 years. Now they said they will only buy half. We have a signed contract. Can you help us enforce it?",
    intent: "area:contract",
  },
  { message: "Can my employer at the plantation deduct money from my salary because cocoa got stolen while I was on guard duty?", intent: "legal-question" },
  { message: "best way to treat malaria quick, i de farm far from hospital", intent: "off-topic" },
  { message: "i want adopt my late sister pikin dem, two boys, dem de live wit me for kailahun since she die. how i go do am legal", intent: "area:family" },
  { message: "Could you please give me your email address so I can send documents", intent: "email" },
  { message: "abeg my broda don spend 3 days for Pendembu police cell, nobody charge am, nobody wan talk to we", intent: "urgent" },
  { message: "What services do you offer to farmers and buyers?", intent: "services" },
  {
    message:
      "My father's survey plan shows our land goes up to the stream but the neighbouring family say the stream na theirs and they have planted cocoa there. we want the boundary fixed properly",
    intent: "area:land",
  },
  { message: "how do I get in touch with you from Ghana", intent: "contact" },
  {
    message: "I want to set up a company to buy and export coffee from Kailahun. What are the steps and can you do the registration for me?",
    intent: "area:business",
  },
  { message: "Thanks, that helps a lot", intent: "thanks" },
  { message: "my husband de beat me every time e drink, yesterday e break my hand. I don run go my mama house but e say e go come find me", intent: "safety" },
  { message: "wat tym u open 2moro", intent: "hours" },
  { message: "who be the paramount chief for Luawa chiefdom now", intent: "off-topic" },
  {
    message:
      "I am a produce buyer and somebody report me to police that I buy stolen cocoa. They have not arrested me but they say to report at CID next week. I need a lawyer for this",
    intent: "area:criminal",
  },
  { message: "number for call una", intent: "phone" },
  {
    message: "We are 5 brothers, our father's cocoa land was never registered. If one brother sells a part, is the sale valid without the others?",
    intent: "legal-question",
  },
  {
    message: "Good morning, I need help with clearing 3 containers of palm kernel oil at the Quay. customs says the HS code is wrong and wants a huge penalty.",
    intent: "area:shipping",
  },
  { message: "Book me a consultation for Friday. Matter: inheritance of cocoa farm", intent: "booking" },
  { message: "Please what documents should I bring when coming for consultation about a lease?", intent: "knowledge:What to bring" },
  {
    message:
      "my wife was taken by police from the market in Segbwema since yesterday afternoon, they said she sold adulterated palm oil. she is breastfeeding. pls help",
    intent: "urgent",
  },
  {
    message:
      "Our coffee export contract has an arbitration clause in London. The buyer started arbitration against us. Can your firm represent us in the arbitration",
    intent: "area:arbitration",
  },
  { message: "Alright, goodbye", intent: "goodbye" },
  { message: "How many partners do you have in your firm?", intent: "team" },
  {
    message: "my boss at the palm oil mill want me sign new contract wey reduce my pay and say if I nor sign I go comot. pls I need help with this",
    intent: "area:contract",
  },
  { message: "what is the meaning of fair trade certification for cocoa", intent: "off-topic" },
  { message: "How do I find your office when I reach Freetown? I don't know town well", intent: "address" },
  { message: "Is it against the law to carry cocoa across the border to Guinea to sell?", intent: "legal-question" },
  {
    message: "some boys from the next village attack our women group while we de press oil, dem beat two women and say dem go come back tonight",
    intent: "safety",
  },
  { message: "dem hold my papa for army barracks for Daru since two days", intent: "urgent" },
  { message: "Hi, I'd like to arrange a video call with a land lawyer. I am in the US, evenings my time work best", intent: "booking" },
  { message: "hmmm", intent: "unknown" },
  {
    message:
      "Good afternoon. I bought a plot with coffee trees near Kenema from a man 2 years ago and paid in full, but he never gave me any conveyance. Now he's selling it to someone else. Please I need your help",
    intent: "area:land",
  },
  { message: "Dem don arrest me pikin for Kenema, say e tif palm oil from the mill. E still de station now. abeg wetin we go do", intent: "urgent" },
  { message: "how many years cocoa tree take before it start to bear", intent: "off-topic" },
  { message: "If the plantation company dont pay the annual lease rent for 3 years, can we the landowners take back the land?", intent: "legal-question" },
  {
    message:
      "Please review this supply agreement for me before I sign it, the buyer wants me to deliver 5 tons of cocoa per month with big penalty if I am late",
    intent: "area:contract",
  },
  { message: "wetin una fit help me with?", intent: "services" },
  {
    message:
      "Please, my brother in law is threatening me with a machete because I refused to give him my late husband's cocoa farm. He came to my house last night. I'm scared he will come back",
    intent: "safety",
  },
  { message: "Is the office open at lunch time, like 1pm?", intent: "hours" },
  { message: "me and my wife wan divorce. we get cocoa farm together for Kailahun and two pikin. how una go help we", intent: "area:family" },
  { message: "where can i park if i come with motorbike", intent: "knowledge:Parking" },
  {
    message:
      "the board of our cocoa cooperative wants to change the constitution and remove some members. we need advice on governance and the right way to run the AGM",
    intent: "area:business",
  },
  { message: "Hi there", intent: "greeting" },
  {
    message:
      "Help. My husband was taken away by men in uniform this morning from our coffee farm near Buedu. We went to the police post and they said he is there but we cannot see him",
    intent: "urgent",
  },
  { message: "can you give me recipe for palm oil stew with cassava leaf", intent: "off-topic" },
  {
    message: "Me na woman group leader, somebody accuse me say I chop the group money. Police don charge me to court. I nor do am. I need lawyer for defend me",
    intent: "area:criminal",
  },
  { message: "Hello, can I have a meeting with the lawyer who does criminal cases? Next Tuesday is good for me", intent: "booking" },
  {
    message:
      "The ship carrying our cocoa got stuck at the port because of a dispute between the shipping agent and the vessel owner. Our buyer in Holland is threatening to cancel. Can you help with this",
    intent: "area:shipping",
  },
  {
    message: "My husband died and his brothers say his wife cannot inherit the coffee farm under customary law. is that true or do i have rights?",
    intent: "legal-question",
  },
  { message: "Tell me about your team, who do you have?", intent: "team" },
  { message: "i want job as driver for cocoa exporter, pls do u know any", intent: "off-topic" },
  {
    message:
      "Our palm oil group and the mill owner agreed to go for mediation over the shared profits. Can one of your lawyers act as mediator or represent us?",
    intent: "area:arbitration",
  },
  { message: "email?", intent: "email" },
  { message: "my broda na okada rider, police hold am since yesterday for carrying cocoa without permit. he still dey for station. pls", intent: "urgent" },
  { message: "i want to lease my 20 acre coffee farm to one investor for 15 years. i need lawyer make the lease paper", intent: "area:land" },
  { message: "Una lawyer dem sabi Krio? I nor sabi English fine", intent: "knowledge:Languages spoken" },
  { message: "Dem don threaten me say if I go court for my land dem go kill me. Dem send message pass my phone. I fear for my life", intent: "safety" },
  {
    message:
      "I am a farm manager and my employer refuses to give me a written contract. I have worked 5 years. I want an employment contract done properly and back pay",
    intent: "area:contract",
  },
  { message: "Thanks a lot, I will call", intent: "thanks" },
  { message: "how to charge my phone when no light in the village, solar panel price?", intent: "off-topic" },
  { message: "Does a middleman have the right to seize my cocoa farm because I could not repay his loan?", intent: "legal-question" },
  {
    message:
      "My daughter's husband went to work on a plantation in Liberia and left her with three children. He sends nothing. Can you help her claim maintenance?",
    intent: "area:family",
  },
  { message: "pls send me the Whatsapp line", intent: "phone" },
  { message: "office hours pls", intent: "hours" },
  { message: "Pls come quick, police dem de beat my papa and push am inside dem vehicle now now for Kailahun market", intent: "urgent" },
  {
    message: "I want to buy shares in a palm oil refinery company in Kenema. How do I check the company is properly registered and who the directors are?",
    intent: "area:business",
  },
  { message: "what documents do I need to bring for the first meeting about my father's farm", intent: "knowledge:What to bring" },
  { message: "do you do things apart from court, like agreements and registering business?", intent: "services" },
  {
    message:
      "My nephew was charged with assault after a fight with the plantation foreman, hearing is next week in Kenema. I need a lawyer to defend him in court",
    intent: "area:criminal",
  },
  { message: "I'd like to book a meeting with a lawyer about a shipping claim. Are there slots this week?", intent: "booking" },
  { message: "pls do you know any NGO that gives free cocoa seedlings", intent: "off-topic" },
  { message: "Where exactly na una office, which street?", intent: "address" },
  {
    message:
      "Our consignment of coffee for Morocco was loaded on the wrong vessel and went to another port. The shipping company refuses to pay the extra costs. Can you handle this claim?",
    intent: "area:shipping",
  },
  { message: "ok i go talk to una later, bye", intent: "goodbye" },
  {
    message:
      "I signed contract to sell my cocoa to one buyer only but another buyer offer better price. If I sell to the second one can the first one take me to court?",
    intent: "legal-question",
  },
  { message: "Sir they have detained my father at Kenema since Tuesday over the land palaver with the company. His health is bad", intent: "urgent" },
  { message: "What is the best way to reach your office, I am in Kailahun and network is bad", intent: "contact" },
  { message: "Can una help we settle dispute with our buyer without court? He say our cocoa wet and cut the price, we nor agree", intent: "area:arbitration" },
  { message: "Abeg I wan see lawyer about my coffee farm, when I fit come?", intent: "booking" },
  {
    message:
      "There is a mob outside the buying centre saying the buyer cheated them, they want to beat him. He is my husband and he is hiding inside. Pls what do we do",
    intent: "safety",
  },
  {
    message:
      "good day sir. my husband received summons to appear at kenema magistrate court for selling palm oil mixed with dye. he say he nor know. we need lawyer to stand for am",
    intent: "area:criminal",
  },
  { message: "Wetin we go do, CID don hold my son for Freetown since yesterday, e bin carry cocoa money for the boss and dem say e tif am", intent: "urgent" },
  { message: "pls translate this to Mende for me: we will meet tomorrow at the farm", intent: "off-topic" },
  { message: "Is your office open on Friday afternoon?", intent: "hours" },
  { message: "Will I win if I take my employer to court for not paying me 6 months salary on the cocoa plantation?", intent: "legal-question" },
  {
    message:
      "Dear Sir, our family in Mano Junction granted a lease of 50 acres to an agro company in 2012. The company has abandoned the land but still claims it. We want to recover the land. Please advise how your firm can assist.",
    intent: "area:land",
  },
  { message: "my stepfather de threaten me, e say if I tell anybody wetin e de do me e go kill me. I de fear to sleep for house", intent: "safety" },
  { message: "Who heads the firm? is there a senior partner", intent: "team" },
  { message: "I want to divorce my husband. He married another woman and take all the palm oil money. I want custody of my children", intent: "area:family" },
  { message: "consultation fee is how much?", intent: "knowledge:Fees" },
  { message: "salaam aleikum", intent: "greeting" },
  {
    message:
      "Our company buys cocoa from farmers and we have a dispute among the directors about signing cheques. We need a lawyer for corporate governance advice",
    intent: "area:business",
  },
  { message: "what's the exchange rate leones to dollars today", intent: "off-topic" },
  {
    message: "Our cocoa was stolen from a container at the port before loading. The terminal operator denies responsibility. We want to claim for the loss",
    intent: "area:shipping",
  },
  { message: "police come for the farm take 3 of our labourers, dem say dem no get ID. dem still de wit dem till now", intent: "urgent" },
  { message: "Does Hawa Turay handle family land and wills? I'd like to know more about her", intent: "attorney:Hawa Turay" },
  { message: "Can I come in for a consultation on Wednesday morning? It's about a will", intent: "booking" },
  {
    message:
      "we formed a partnership with a man to run a palm oil mill, he put machine and we put labour. he don take all the profit. the agreement was written. can una help enforce",
    intent: "area:contract",
  },
  { message: "?", intent: "unknown" },
  {
    message: "Please, is your firm able to act in arbitration between a cocoa exporter and a shipping agent? we prefer not to go to court",
    intent: "area:arbitration",
  },
  { message: "If our family land has no survey plan, can the government give it to a company for plantation without paying us?", intent: "legal-question" },
  { message: "How can I call you, what number?", intent: "phone" },
  { message: "can u help me with my WASSCE agric science homework on cocoa processing", intent: "off-topic" },
  { message: "need title search on land in Kenema before I buy, seller say he get conveyance from 1998", intent: "area:land" },
  { message: "is there an email i can write to?", intent: "email" },
  {
    message: "the men wey de fight we for the land don burn my kitchen last night and say next time na me dem go burn. I de hide now for bush",
    intent: "safety",
  },
  {
    message: "Dem tie my brother and carry am go police station for Mobai because the chief say he enter the chief cocoa farm. Since last night",
    intent: "urgent",
  },
  {
    message:
      "Good morning. I have been charged with receiving stolen cocoa and the matter is in court in Kailahun. I am on bail. I would like to retain a lawyer for the trial.",
    intent: "area:criminal",
  },
  { message: "Which part of Freetown is your office? Close to which landmark?", intent: "address" },
  { message: "Any parking around Siaka Stevens Street?", intent: "knowledge:Parking" },
  { message: "Alright, thank you sir", intent: "thanks" },
  {
    message: "my father die and left cocoa farm, i need letter of administration so bank can release his account and we can share the farm. how una go help",
    intent: "area:family",
  },
  { message: "The middleman bought our cocoa on credit and now says he lost money and can't pay. What can the court do to him?", intent: "legal-question" },
  { message: "how many labourers I need for weeding 10 acres of cocoa", intent: "off-topic" },
  { message: "Do una de handle matters for farmers for provinces or only Freetown people?", intent: "services" },
  {
    message: "we are a group of coffee farmers and want to start a company to process and sell our own coffee. how do we share the shares fairly and register",
    intent: "area:business",
  },
  { message: "are you open evening time? I work on the farm till 4", intent: "hours" },
  { message: "i need appointment to see lawyer abt plantation lease", intent: "booking" },
  { message: "is there any young lawyer there or all na old people", intent: "team" },
  {
    message: "Pls, na emergency. My husband don dey police cell for Segbwema since Sunday because the cooperative say e owe dem. Dem nor take am court",
    intent: "urgent",
  },
  { message: "We want to charter a vessel to ship palm kernel to Europe. Can your firm review the charter party before we sign?", intent: "area:shipping" },
  { message: "parlez vous francais? je suis guinéen, j'ai un problème de terrain", intent: "knowledge:Languages spoken" },
  { message: "Give me all your contact details please", intent: "contact" },
  { message: "write me a love message for my girl in kenema", intent: "off-topic" },
  {
    message:
      "The buyer gave us a contract to supply coffee at a fixed price for 3 years, the price is too low now. can a lawyer look at it and help renegotiate",
    intent: "area:contract",
  },
  { message: "Can the plantation company stop us from passing through their land to reach our village farms?", intent: "legal-question" },
  { message: "A woman in our processing group is being beaten by her husband right now, we can hear her screaming. what should we do", intent: "safety" },
  {
    message: "the forest guards and police grab my brother for the reserve near Gola, say he farm cocoa inside the forest. Dem still hold am for Kenema",
    intent: "urgent",
  },
  {
    message: "Our exporter contract says disputes go to arbitration in Sierra Leone. The exporter owes us for 60 tons. Can una start arbitration for us?",
    intent: "area:arbitration",
  },
  { message: "Please schedule me with a lawyer for a call on Thursday, about a dispute with a cocoa buyer", intent: "booking" },
  { message: "Bye, talk later", intent: "goodbye" },
  {
    message:
      "Hello. My brother died last month and his widow is selling his coffee farm. His children are small. The family wants to protect the farm for the children. Can you help us?",
    intent: "area:family",
  },
  { message: "emergency - my husband arrested at kenema this morning, still in police custody", intent: "urgent" },
  { message: "How do you dry cocoa beans well during rainy season", intent: "off-topic" },
  { message: "Can the company's security guards legally search our houses looking for stolen palm fruit?", intent: "legal-question" },
  {
    message: "We need a lawyer to register our family land in Kailahun, it has never had a deed. Companies keep coming to ask for it and we want proper papers",
    intent: "area:land",
  },
  { message: "services pls", intent: "services" },
  {
    message: "We are in the bush hiding, the people from the other family came with sticks and cutlass to chase us from the farm. my papa don wound",
    intent: "safety",
  },
  { message: "You guys open till what time on friday? and where exactly is the office", intent: "hours", also: ["address"] },
  { message: "my employer in the coffee factory want to sack me because i get belle. i need lawyer", intent: "area:contract" },
  { message: "Do I need to carry my lease agreement and ID card when I come?", intent: "knowledge:What to bring" },
  {
    message:
      "Good morning, we are a Ghanaian company wanting to invest in cocoa in Kenema district. We need a local lawyer for company registration and investment licences.",
    intent: "area:business",
  },
  { message: "which phone is good for farmer, cheap and strong battery", intent: "off-topic" },
  { message: "Hello sir, how are you doing today", intent: "greeting" },
  {
    message:
      "Police just came and carried my mother and two women from our palm oil group, they say we sell oil without licence. They are at Kenema station now",
    intent: "urgent",
  },
  {
    message:
      "I was arrested last month and released on bail, they say I stole company palm fruits. Next court date is in 2 weeks. Please I need a defence lawyer",
    intent: "area:criminal",
  },
  { message: "abeg book me for consultation, any day after market day", intent: "booking" },
  {
    message:
      "Sir, our cocoa beans arrived in Rotterdam with heavy infestation and the receivers are claiming against us. We think it happened during storage at Freetown port. Can your shipping team help?",
    intent: "area:shipping",
  },
  { message: "If my labourer gets injured on my farm, will I have to pay him compensation by law?", intent: "legal-question" },
  { message: "can you recommend a good hotel in Kenema", intent: "off-topic" },
  {
    message: "Please do you handle enforcing an arbitration award from London against a company in Sierra Leone? It is about a cocoa contract",
    intent: "area:arbitration",
  },
  { message: "Una de take percentage of the money if we win or we pay before?", intent: "knowledge:Fees" },
  {
    message:
      "Our neighbour family has taken us to the chief over boundary of the oil palm plantation and the chief ruled against us without hearing our side. We want a lawyer to take it to proper court",
    intent: "area:land",
  },
  { message: "thank u so much 4 ur help", intent: "thanks" },
  { message: "dem don hold me broda for Pendembu police since last night, dem say na he break the cocoa store", intent: "urgent" },
  { message: "My late husband left a will giving his cocoa farm to me but his family say the will is false. We need help with probate", intent: "area:family" },
  { message: "What are the names of the lawyers?", intent: "team" },
  { message: "My ex boyfriend keep following me to the farm and say e go cut me with cutlass if I nor come back to am. I scared", intent: "safety" },
  { message: "give me price of palm oil press machine", intent: "off-topic" },
  { message: "whatsapp?", intent: "phone" },
  {
    message: "My husband signed a lease of my father's land to a plantation, but the land is mine from my father. Can he do that without me?",
    intent: "legal-question",
  },
  {
    message: "The company accused our union leader of inciting a riot at the plantation. He is on bail and the trial starts soon. We want a lawyer for him.",
    intent: "area:criminal",
  },
  { message: "Wetin be the address", intent: "address" },
  { message: "Na now now police dem de take my uncle comot for house for Tongo, dem say e de do illegal mining near cocoa farm", intent: "urgent" },
  { message: "Can I see Mr Conteh on Monday?", intent: "booking" },
  {
    message:
      "I am a cocoa buyer and I gave a farmer 5 million as advance under a written agreement. He sold the cocoa to another buyer. I want to recover my money",
    intent: "area:contract",
  },
  { message: "email pls, I'm abroad", intent: "email" },
  { message: "how much does it cost to fly from London to Freetown in December", intent: "off-topic" },
  {
    message:
      "Good afternoon, our cooperative bank wants to give us a loan but they need a lawyer to look at the loan agreement and mortgage on our store. Can you help?",
    intent: "area:business",
  },
  { message: "Is the parking free?", intent: "knowledge:Parking" },
  { message: "I want to know all the things your firm does", intent: "services" },
  { message: "una de open early morning like 7?", intent: "hours" },
  { message: "The government says all cocoa exporters must have a license. If I export without one, what will happen to me?", intent: "legal-question" },
  { message: "Goodnight, I'll come back tomorrow", intent: "goodbye" },
  { message: "How can I get in touch with you people? Phone or office?", intent: "contact" },
  { message: "wi get palm oil for drums wey we wan send to Guinea by boat, the customs at the quay seize am. abeg help", intent: "area:shipping" },
  { message: "They have locked my son up at Joru police post since Saturday, he is only 16, they say he stole cocoa seeds", intent: "urgent" },
  { message: "Our dispute with the exporter is too small for court. Can una sit with both sides and help us agree?", intent: "area:arbitration" },
  { message: "Pls my husband lock me inside room for 2 days now, I de write from the phone e forget, e say e go kill me if I go report", intent: "safety" },
  { message: "Hi, I need a consultation with the family lawyer, are you free any day this week?", intent: "booking" },
  {
    message: "dear sir I want to buy a land in kenema with cocoa trees on it, how you help with the conveyance and making sure the owner is real owner",
    intent: "area:land",
  },
  { message: "Wi pikin don de na police since two days because e fight the produce buyer son. Dem nor gree make we bail am. Help we", intent: "urgent" },
  { message: "which chiefdoms dey inside Kailahun district? na for school assignment", intent: "off-topic" },
  { message: "how big is your team of lawyers", intent: "team" },
  {
    message: "The agro company promised jobs and schools when they took our land, none of it happened. Can we use this to cancel the lease?",
    intent: "legal-question",
  },
  {
    message: "my husband don take second wife and now e de sell my coffee farm wey my papa give me. I want divorce and to keep my farm",
    intent: "area:family",
  },
  { message: "can we pay una with mobile money, orange money?", intent: "knowledge:Fees" },
  {
    message:
      "the labourers I sacked are waiting outside my house with sticks, they say they will beat me to death if I don't pay them today. I'm inside with my children",
    intent: "safety",
  },
  {
    message:
      "Good day. I'm a coffee roaster in the US and want to set up a subsidiary in Sierra Leone to buy directly from Kailahun farmers. Need help with incorporation and investment incentives.",
    intent: "area:business",
  },
  { message: "mi broda get case for court say e bin tif the cooperative fertilizer. e don get bail. we want lawyer for defend am", intent: "area:criminal" },
  { message: "what days of the week are you open?", intent: "hours" },
  { message: "Is Adama Koroma the one who does arbitration at your firm?", intent: "attorney:Adama Koroma" },
  { message: "how can I get cocoa certified organic to sell to europe", intent: "off-topic" },
  {
    message:
      "They have taken our chief's son to the barracks since yesterday evening, soldiers said he was with thieves at the cocoa store. No one has seen him",
    intent: "urgent",
  },
  {
    message:
      "The vessel we booked for our cocoa left Freetown without our containers even though we paid freight. Buyer now cancelling. Can you help us claim?",
    intent: "area:shipping",
  },
  { message: "sir i get question", intent: "unknown" },
  { message: "Could you set up a consultation for me and my two brothers about our father's estate? We are free on Saturday", intent: "booking" },
  {
    message: "Plantation recruit us as casual workers for 5 years. No contract, no leave, no NASSIT. We want lawyer to fight for our rights",
    intent: "area:contract",
  },
  { message: "hey", intent: "greeting" },
  { message: "If a buyer gives me fake money for my cocoa, can I get my cocoa back or is it my loss?", intent: "legal-question" },
  { message: "how to make palm wine last longer without spoiling", intent: "off-topic" },
  {
    message: "We are in arbitration with a shipping company over our cocoa contract and we need a lawyer to present our case at the hearing next month",
    intent: "area:arbitration",
  },
  { message: "do una speak Temne?", intent: "knowledge:Languages spoken" },
  { message: "abeg quick, police de for we house now dem wan carry my husband say e tif company oil palm fruit", intent: "urgent" },
  { message: "mail id?", intent: "email" },
  {
    message:
      "The plantation company is paying lease rent to only one family head but the land belongs to four families. We want a lawyer to sort out who gets what",
    intent: "area:land",
  },
  { message: "Hello! Could you tell me what legal services you provide?", intent: "services" },
  {
    message: "my co-wife and her brothers attack me with stick at the farm today, they say they will poison me. I am afraid to eat anything in the house",
    intent: "safety",
  },
  {
    message: "My husband took our two children to his village in Kailahun after we separated, and he won't let me see them. I want custody back",
    intent: "area:family",
  },
  { message: "can you tell me how to calculate profit for my palm oil business, for my records", intent: "off-topic" },
  { message: "Phone number please", intent: "phone" },
  { message: "My employer say I lose my end of service benefit because I resign. is that correct?", intent: "legal-question" },
  {
    message:
      "We want to add two new shareholders to our produce buying company and change the directors. Can your firm handle the paperwork at Corporate Affairs?",
    intent: "area:business",
  },
  { message: "should i bring the original deed or a copy?", intent: "knowledge:What to bring" },
  { message: "appreciate it", intent: "thanks" },
  {
    message: "they arrested my nephew at the Koindu border this morning for taking coffee to Guinea, he is held by customs and police. what do we do",
    intent: "urgent",
  },
  { message: "I'd like to reach the firm. What are the options?", intent: "contact" },
  {
    message: "The police charged me for threatening the buyer with a cutlass. We just argued. I'm on bail and the case is coming up. Please I want a lawyer",
    intent: "area:criminal",
  },
  { message: "Is the office still open at 4:30?", intent: "hours" },
  { message: "Can you tell me where to sell my coffee in Freetown?", intent: "off-topic" },
  { message: "i want to see a lawyer this week, pls give me time", intent: "booking" },
  {
    message:
      "Please we have a problem, our 20 ft container of coffee is stuck at Queen Elizabeth Quay, they say it has no phytosanitary certificate. We need help with customs and port",
    intent: "area:shipping",
  },
  {
    message: "Pls some men follow me from the market, dem say na me tell police bout dem cocoa business. Dem say dem go deal wit me. I de hide for shop now",
    intent: "safety",
  },
  {
    message:
      "My mother's cocoa farm was registered in her maiden name. Do her children from her first husband have equal rights with the second husband's children?",
    intent: "legal-question",
  },
  { message: "how to get to your office from Kenema? which area of Freetown", intent: "address" },
  {
    message: "Our supplier and we agreed to settle through arbitration instead of the court. Can your firm handle it for us? It is about 300 drums of palm oil",
    intent: "area:arbitration",
  },
  {
    message:
      "Police took my grandmother from her house in Kailahun to the station because her land is in dispute with the company, she is 70 years old and still there since morning",
    intent: "urgent",
  },
  { message: "We need a contract for the labourers we hire for the cocoa harvest season, something simple that protects us and them", intent: "area:contract" },
  { message: "who are the people working there?", intent: "team" },
  { message: "Hello, I would like an appointment with the business lawyer about registering our cooperative", intent: "booking" },
  { message: "Na wetin una law firm de do exactly?", intent: "services" },
  {
    message: "My husband is with the police at Kenema central since Monday. The cocoa buyer say he owe him. Can una send lawyer today and how much e go cost?",
    intent: "urgent",
    also: ["knowledge:Fees"],
  },
  { message: "sir, my father die 2019, my stepmother don sell half the coffee farm without telling we the children. we wan stop am", intent: "area:family" },
  { message: "Whats a good name for my new cocoa buying business?", intent: "off-topic" },
  { message: "Can a woman own land in Kailahun district by law, or only men can?", intent: "legal-question" },
  {
    message: "Our women group leader is being attacked right now at the oil press by some men, they say she cheated them. Please what do we do",
    intent: "safety",
  },
  {
    message: "The surveyor from the plantation company put beacons inside our cocoa farm. We never agreed to lease that part. We need a lawyer fast",
    intent: "area:land",
  },
  { message: "what are your office hours on weekdays?", intent: "hours" },
  { message: "I will be driving from Kenema, do you have a car park?", intent: "knowledge:Parking" },
  { message: "i get produce buying license but now i wan change am to limited company wit my wife. how una go help", intent: "area:business" },
  { message: "Papa don de na Daru police post since morning, nobody tell we wetin e do", intent: "urgent" },
  { message: "can u send me 10k airtime pls", intent: "off-topic" },
  {
    message:
      "Hello, I am a middleman and the police want to charge me for cheating farmers on the scale. I have not been arrested but they called me. I need a lawyer to advise and represent me",
    intent: "area:criminal",
  },
  { message: "Abeg I want make una fix me for see Fatmata Kamara for my divorce", intent: "booking" },
  {
    message: "The agro company that employ me as driver refuse to pay my overtime for 2 years. My contract say they must pay. I need help",
    intent: "area:contract",
  },
  { message: "Hello, good afternoon", intent: "greeting" },
  { message: "Please help, the other family set fire to our cocoa farm and are now coming towards our house with cutlasses", intent: "safety" },
  {
    message: "we import a palm oil press machine from China, it reach the quay but customs want big duty wey no correct. we need lawyer for clear am",
    intent: "area:shipping",
  },
  { message: "If I lease my farm to the company for 25 years, can my children cancel it when I die?", intent: "legal-question" },
  { message: "ok so", intent: "unknown" },
  {
    message: "Our dispute with the cocoa exporter has been going on for a year. A friend said arbitration is faster. Can your firm arrange arbitration for us?",
    intent: "area:arbitration",
  },
  { message: "how do I make my palm oil red and thick like the Kenema own", intent: "off-topic" },
  { message: "can you tell me about the lawyers in the office", intent: "team" },
  { message: "Dem grab my small broda for Daru junction dis evening, police put am inside dem van. dem say e thief cocoa from the truck", intent: "urgent" },
  {
    message: "My grandfather's will left his cocoa farms to the grandchildren but the executor is not sharing. We want a lawyer to act",
    intent: "area:family",
  },
  { message: "I speak only Kissi and little Krio, is there someone who understand Kissi?", intent: "knowledge:Languages spoken" },
  {
    message:
      "Our family land in Kenema has been occupied by a buyer who says he has a conveyance from 2005 but we never sold it. We want a lawyer to check the title and defend our land",
    intent: "area:land",
  },
  { message: "ok thanks", intent: "thanks" },
  {
    message: "We are a women's group and want a contract with a supermarket in Freetown to supply bottled palm oil. Can you prepare it?",
    intent: "area:contract",
  },
  { message: "Is it legal for the plantation to pay us less than the minimum wage because we are seasonal?", intent: "legal-question" },
  { message: "i am in the bush now, my husband family chase me wit stick because i refuse to marry e broda after e die. pls help me", intent: "safety" },
  { message: "how to start a youtube channel for my farm", intent: "off-topic" },
  { message: "Whats ur office phone", intent: "phone" },
  {
    message:
      "Good evening, my cousin was detained at the Kailahun police since yesterday afternoon after the fight at the cocoa store. He has a wound and no treatment. Please send a lawyer",
    intent: "urgent",
  },
  {
    message: "Our palm oil mill company needs a shareholders agreement because my partner and I keep disagreeing. Can you draft one?",
    intent: "area:business",
  },
  { message: "Please can i get appointment for Thursday 11am?", intent: "booking" },
  { message: "Pls which papers I for bring?", intent: "knowledge:What to bring" },
  { message: "una office de near Law Courts building?", intent: "address" },
  {
    message: "My father is on bail for a land fight where someone got injured. Court is in Kenema. We want a lawyer to handle his trial",
    intent: "area:criminal",
  },
  { message: "open now?", intent: "hours" },
  { message: "who sells cheap motorbikes in kenema for transporting cocoa", intent: "off-topic" },
  { message: "Cheers, bye", intent: "goodbye" },
  { message: "how can I contact the chambers if I don't have data?", intent: "contact" },
  { message: "abeg dem don carry me auntie go prison for Kenema from court today, dem nor give am bail. we de outside now", intent: "urgent" },
  {
    message:
      "Our cocoa was shipped but the bill of lading has the wrong consignee and the buyer cannot collect. Shipping line wants money to amend. Can you help us?",
    intent: "area:shipping",
  },
  { message: "is it only big companies you work for or normal people too?", intent: "services" },
  { message: "I delivered 20 bags but the buyer paid for only 18, saying 2 were wet. Does he have the right to refuse payment?", intent: "legal-question" },
  { message: "My husband threatened to burn the house with me and the children inside, he is drunk now and shouting outside. Pls", intent: "safety" },
  {
    message: "We signed a mediation agreement with the plantation company last year but they are not respecting it. Can una help us enforce it?",
    intent: "area:arbitration",
  },
  { message: "i want talk to one lawyer on whatsapp call about my cocoa farm, when possible?", intent: "booking" },
];
