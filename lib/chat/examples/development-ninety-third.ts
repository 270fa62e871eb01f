import type { LabelledMessage } from "./labelled-message";

// Animals and livestock; writers: old Fula cattle herder in Kabala (grandson types / voice typing), young woman farmer in Makeni (SMS shorthand), retired headmaster with goats in Bo (formal letters), Kissy abattoir butcher (heavy Krio), vet officer in Kenema (educated English), Waterloo market animal seller (Krio-English, typos), diaspora tenant with dogs in Lumley/UK/US (plain English), Guinean cattle trader via Kambia (French words)
export const DEVELOPMENT_NINETY_THIRD: LabelledMessage[] = [
  { message: "Salaamu aleikum. Na me Pa Alimamy from Kabala, my grandson de type for me", intent: "greeting" },
  {
    message:
      "Dem Fula herders don bring over 60 cow sidon pan my family lan na Kamakwie for three months now. Dem say chief give dem permission but nobody tell we. I want lawyer for sort this lan matter.",
    intent: "area:land",
  },
  { message: "police dem don hold my broda Sallieu since yestaday na Kabala station, dem say e tif 4 cow. e nor do am. abeg help", intent: "urgent" },
  { message: "wat is the price of a big ram for Tobaski at Lumley market dis year", intent: "off-topic" },
  {
    message: "If goats from my neighbour keep eating my groundnut farm and I catch them, am I allowed by law to keep the goats until he pays for the damage?",
    intent: "legal-question",
  },
  {
    message: "Dear Sir, kindly inform me of the days and hours your chambers is open to the public. I intend to travel from Bo. Yours faithfully, S. Kargbo",
    intent: "hours",
  },
  {
    message:
      "I run a small poultry farm in Waterloo with my cousin, 2000 birds. We want to register it as a proper company and put both our names as owners. Can una do that?",
    intent: "area:business",
  },
  { message: "the farmers dem de come wit cutlass now say dem go kill all we cow and we sef. we de hide na bush behind the kraal. pls", intent: "safety" },
  {
    message:
      "We imported 3 containers of poultry feed from Brazil, it came through Queen Elizabeth II Quay and half the bags are wet and rotten. The shipping line refuses to pay. I need help with a cargo claim.",
    intent: "area:shipping",
  },
  { message: "how many lawyers una get dey? any of them sabi farm and animal matter?", intent: "team" },
  { message: "I wan see lawyer 2moro bout my goats wey neighbour kill. pls book me", intent: "booking" },
  {
    message:
      "Our company supplies cattle to two abattoirs in Freetown and one of them owes us 180 million leones. We don't want a long court case. Can your firm help us settle it through arbitration?",
    intent: "area:arbitration",
  },
  { message: "my dog de vomit since yesterday and e nor de eat, wetin I fit give am", intent: "off-topic" },
  {
    message:
      "i am a herdsman, i work for one big man 4 years looking after his cows in Falaba. he never give me contract and now he say he no go pay me the 12 calves he promise. i need help",
    intent: "area:contract",
  },
  {
    message:
      "My son is charged with stealing a goat at Kissy and the case is at the magistrate court next month. He is on bail now. I want a lawyer to defend him.",
    intent: "area:criminal",
  },
  { message: "abeg wetin na una phone number", intent: "phone" },
  {
    message:
      "My papa die last year and leave 45 cow. My uncle dem take all the cow say na family property, me and my sisters get nothing. I want help for my papa inheritance.",
    intent: "area:family",
  },
  {
    message: "landlord says if I don't get rid of my dog in 2 weeks he will evict me, but the lease doesn't mention pets at all. Can he actually do that?",
    intent: "legal-question",
  },
  {
    message: "soldiers dem take 5 of our herders from the border at Gbalamuya this morning, dem de hold dem for barracks. nobody tell we why. please help us",
    intent: "urgent",
  },
  { message: "where exactly is your office in Freetown? I'm coming down from Makeni on Monday", intent: "address" },
  { message: "how much una de charge for land case? I be poor farmer", intent: "knowledge:Fees" },
  {
    message:
      "Good afternoon. I bought 10 acres near Mile 91 to start a cattle ranch. Before I pay the balance I want a search on the title to make sure the land is really the seller's.",
    intent: "area:land",
  },
  { message: "pls help me write a poem for my dog Bingo he died yesterday", intent: "off-topic" },
  {
    message: "Bonjour, I am livestock trader from Guinea, I want to open company in Sierra Leone for sell cattle in Freetown. Wetin I need for register?",
    intent: "area:business",
  },
  { message: "Police don come na we compound now now de drag my husband go, dem say e butcher stolen cow. pls help quick", intent: "urgent" },
  { message: "wetin una law firm de do? una de handle matter for farmers?", intent: "services" },
  {
    message: "Dem accuse me say my dog bite pikin and now police say I must go court next week for the case. I want lawyer for defend me.",
    intent: "area:criminal",
  },
  { message: "Is there somewhere to park a pickup truck near your office? I'll be coming with the farm vehicle", intent: "knowledge:Parking" },
  { message: "My neighbour's dog bit my daughter and we spent 1.2 million on hospital. Will the court make him pay all of it?", intent: "legal-question" },
  {
    message:
      "I'm shipping 200 live goats from Conakry by boat to Freetown. Customs at the Quay is holding the cargo for 4 days now and the animals de suffer. I need shipping lawyer.",
    intent: "area:shipping",
  },
  { message: "my husband beat me yesterday because one goat missing, today e say e go kill me if e nor find am. I de hide na my sister os", intent: "safety" },
  { message: "email address pls", intent: "email" },
  {
    message:
      "Dear Madam/Sir, I am in a dispute with a feed mill over a supply agreement for chicken feed. The contract says disputes go to arbitration. Does your firm handle that?",
    intent: "area:arbitration",
  },
  { message: "una de open Saturday?", intent: "hours" },
  { message: "Which vaccine is best for Newcastle disease in local chickens?", intent: "off-topic" },
  {
    message:
      "I work as vet assistant for a private farm in Kenema, they sack me without notice and refuse to pay my last 3 months salary. Can you help me against them?",
    intent: "area:contract",
  },
  { message: "Tenki ya, God bless una", intent: "thanks" },
  {
    message:
      "they have locked up my brother at Congo Cross police station since Friday because the landlord's dog died and they say he poisoned it. He has no lawyer.",
    intent: "urgent",
  },
  {
    message: "Me and my husband de divorce and e say all the goats and sheep na im own, but I buy half of dem with my own market money. I need family lawyer",
    intent: "area:family",
  },
  { message: "Do you have a lady lawyer? I prefer to talk to a woman", intent: "team" },
  { message: "Good day, I'd like to schedule a consultation for Thursday regarding a livestock supply dispute. Is 11 AM possible?", intent: "booking" },
  { message: "If I shoot a stray dog that is attacking my sheep at night, can police charge me?", intent: "legal-question" },
  { message: "how I fit reach una? I de Kailahun far", intent: "contact" },
  { message: "dem don hold my papa na Kenema police since yestaday say e cow dem destroy farmer rice. dem nor gree give am bail", intent: "urgent" },
  { message: "how much for transport 10 cow from Kabala to Freetown by truck", intent: "off-topic" },
  { message: "I get problem", intent: "unknown" },
  { message: "ok bye bye", intent: "goodbye" },
  {
    message: "A mob is outside the slaughterhouse saying I stole the cow I am cutting. They have sticks and stones. I locked myself inside.",
    intent: "safety",
  },
  { message: "Is Mohamed Conteh the one that does land matters? Wetin experience e get with grazing land cases?", intent: "attorney:Mohamed Conteh" },
  { message: "i want book appointment wit lawyer next week bout my stolen sheep case", intent: "booking" },
  {
    message: "I need criminal lawyer pls. my nephew accused of cattle rustling in Koinadugu, he get police bail but the trial start soon at Kabala court",
    intent: "area:criminal",
  },
  { message: "Abeg how I go cook goat pepper soup wey sweet like restaurant own", intent: "off-topic" },
  {
    message: "Dem don arrest my mama na Waterloo market now now, say di chicken dem wey she de sell na tif chicken. Dem put am na police van",
    intent: "urgent",
  },
  { message: "hi good evening", intent: "greeting" },
  {
    message:
      "My tenant keeps 3 pigs in the backyard of the house I rented to him. The agreement says nothing about animals. Do I have the right to end the tenancy because of the smell?",
    intent: "legal-question",
  },
  {
    message:
      "Abeg una help me. Me papa lan na Tonkolili, the boundary between we and the next family don scatter because dem de graze dem cow pass. Now dem put beacon inside we lan.",
    intent: "area:land",
  },
  { message: "wat time u close 2day", intent: "hours" },
  { message: "Good morning, what kind of cases does your firm handle? I am a veterinary officer and might need advice on several things.", intent: "services" },
  {
    message:
      "We are three partners in a piggery in Kenema. One partner took the bank loan money and refuses to show accounts. We need a business lawyer to handle the shareholder dispute.",
    intent: "area:business",
  },
  {
    message: "my neighbour don tie im big dog dem near my door and e say if I talk again e go loose dem on me and my pikin. I fraid to go outside",
    intent: "safety",
  },
  { message: "Please can I come in and talk to one of your lawyers about a cow that was knocked down by a truck? Which day is free?", intent: "booking" },
  {
    message:
      "Our frozen chicken container was left unplugged at the port for two days and everything spoiled. The shipping company blames the terminal. I want to claim for the loss.",
    intent: "area:shipping",
  },
  { message: "which fertilizer good for cassava farm after the goats dem chop am", intent: "off-topic" },
  {
    message: "my late husband get 30 sheep and 2 cows and im brothers say because I be woman I no fit inherit. me and my 4 pikin get nothing now. pls help",
    intent: "area:family",
  },
  { message: "Dem tek my son na CID since yesterday morning, e na herder, dem say e involve for farmer wey dem wound. we nor see am since", intent: "urgent" },
  {
    message: "Bonjour. Mi and one Freetown butcher get palaver about money for 50 cow I supply. We want settle am outside court wit mediator. Una fit do dat?",
    intent: "area:arbitration",
  },
  { message: "Do any of your staff speak Fula or French? My father only speaks Pular and some French", intent: "knowledge:Languages spoken" },
  {
    message:
      "Dear Sir, I entered a written agreement to supply 40 goats monthly to a hotel in Aberdeen. They have stopped paying since March but still take delivery. I wish to enforce the contract.",
    intent: "area:contract",
  },
  { message: "if a herder cattle destroy my rice farm, how much compensation can I get in court? the whole farm is gone", intent: "legal-question" },
  { message: "Pls send me WhatsApp number for una", intent: "phone" },
  {
    message: "Plenty boys with cutlass don surround our cattle camp tonight, dem say herders must leave or die. We get women and pikin here. Help us",
    intent: "safety",
  },
  { message: "abeg", intent: "unknown" },
  {
    message: "I'm a butcher at Kissy. Police charged me for selling meat of a stolen cow but I bought it with receipt. Case is in court, I need defence lawyer",
    intent: "area:criminal",
  },
  { message: "who are the lawyers in your firm", intent: "team" },
  { message: "Can you help me write a CV for a job as farm manager at a poultry company?", intent: "off-topic" },
  { message: "Book me a consultation abeg, Monday morning if possible, about grazing land", intent: "booking" },
  {
    message:
      "my brother is at Lumley police station right now, they picked him up because his dogs bit a neighbour's child. they say he will sleep there. what do we do?",
    intent: "urgent",
  },
  {
    message:
      "Hi, I want to invest in a cattle fattening ranch in Sierra Leone from the UK. I need help with setting up the company and understanding the investment rules.",
    intent: "area:business",
  },
  { message: "wetin na una email, I wan send pictures of the documents", intent: "email" },
  {
    message:
      "I want lease 20 acres grazing land from a paramount chief in Koinadugu for 10 years. Please can you draw up a proper lease so no one troubles me later.",
    intent: "area:land",
  },
  { message: "is it legal for my landlord to enter my flat when I'm out just to check if I still have my cat?", intent: "legal-question" },
  { message: "Una open on public holiday like Independence Day?", intent: "hours" },
  { message: "thank you very much for the information, it helped", intent: "thanks" },
  {
    message:
      "Good day. A vessel chartered to carry cattle from Guinea to Freetown broke down and the owner wants us to pay extra charter hire. We need help on the charter party.",
    intent: "area:shipping",
  },
  { message: "weda go rain dis week na Kabala? I want move de cow dem", intent: "off-topic" },
  { message: "Wetin I fit carry come when I de come see lawyer? I get receipt for the cow dem and one paper from chief", intent: "knowledge:What to bring" },
  {
    message: "Apart from going to court, what other things do lawyers in your firm do? I'm a farmer and don't really know what a law firm offers.",
    intent: "services",
  },
  { message: "I want to make a will so that my cows and my farm go to my children, not my brothers. I am 68 years old.", intent: "area:family" },
  { message: "Di man wey I sell goat to yesterday de follow me with knife say I cheat am. I de inside shop now, I fraid", intent: "safety" },
  {
    message: "Our poultry company got an arbitration award against a feed importer last year but they refuse to pay. Can you help us enforce the award?",
    intent: "area:arbitration",
  },
  { message: "all the ways I can contact you please, I'm in Manchester", intent: "contact" },
  {
    message: "Police come na the abattoir dis morning and take 4 butchers wit dem. One na my husband. Dem still de hold dem na Kissy station",
    intent: "urgent",
  },
  { message: "I'd like an appointment with your lawyer about my dog and the landlord. I'm free any day after 2pm.", intent: "booking" },
  { message: "which vet de open Sunday for Freetown? my cat sick", intent: "off-topic" },
  { message: "una office de near Siaka Stevens Street? I de come from Waterloo", intent: "address" },
  { message: "Can I pay the fee small small after I sell my goats at market?", intent: "knowledge:Fees" },
  {
    message: "The poultry farm I work at in Newton has not paid us workers for 4 months. Can you help us take action against the employer?",
    intent: "area:contract",
  },
  { message: "Does a cattle owner have the right to let his cows walk through my farm just because it is the old road?", intent: "legal-question" },
  {
    message:
      "Am a farmer. Me and my brother kill one herder cow wen e de chop we corn, now police don lock my brother up na Bo since two days. Dem nor release am. Need lawyer quick",
    intent: "urgent",
  },
  { message: "ok I go call later. bye", intent: "goodbye" },
  { message: "Good morning. Kindly, are you open on Friday afternoon? I will be in Freetown to sell my cattle and wish to stop by.", intent: "hours" },
  { message: "somebody sell di same farm lan to me and to one cattle man. now e don build kraal on top am. I get my deed. wetin I go do", intent: "area:land" },
  {
    message:
      "pls my husband is in police cell at Kambia since last night, they took him when he was crossing the border with our goats. They want money. He is Guinean.",
    intent: "urgent",
  },
  { message: "how many days goat pregnant before e born", intent: "off-topic" },
  { message: "I heard of Ibrahim Jalloh for criminal cases. Does he take cases in the provinces like Kabala?", intent: "attorney:Ibrahim Jalloh" },
  {
    message: "My ex boyfriend is threatening to set my goats and my house on fire tonight because I left him. He already beat me last week. I'm scared.",
    intent: "safety",
  },
  {
    message: "Can my brothers take my father's cattle from me when he left a will giving them to me? They say Fula custom says the eldest brother takes all.",
    intent: "legal-question",
  },
  {
    message: "Pls I wan open abattoir company wit two partners. We need lawyer to do company registration and write the shareholder agreement.",
    intent: "area:business",
  },
  { message: "Hello Kamara and Associates 👋", intent: "greeting" },
  { message: "I need to meet a lawyer this week about my cattle case, can I get an appointment for Wednesday?", intent: "booking" },
  {
    message:
      "A consignment of veterinary drugs for my clinic has been held by customs at the Quay for 3 weeks. They keep asking for new papers. I need someone to handle the port clearance issue.",
    intent: "area:shipping",
  },
  { message: "best breed of dog for guarding house in Freetown?", intent: "off-topic" },
  { message: "POLICE DEM DON COME NA MY OS NOW WIT GUN DEM SAY MY DOG BITE OFFICER PIKIN. DEM DE TRY TAKE ME. HELP", intent: "urgent" },
  { message: "wetin na de name dem of una lawyer dem", intent: "team" },
  {
    message:
      "I am separated from my wife and she took our two children to her village with the money from the cows we sold. I want custody of my children sorted out properly.",
    intent: "area:family",
  },
  {
    message: "Dem don beat my small brother wey de mind sheep for the field, the farmer dem say dem go come back kill am tonight. E de hide na we room",
    intent: "safety",
  },
  { message: "any parking space by your office? na keke I de use", intent: "knowledge:Parking" },
  {
    message:
      "Good afternoon. We are a meat processing company with a dispute with a Ghana supplier over frozen goat meat. The contract has a mediation clause. Do you do mediation?",
    intent: "area:arbitration",
  },
  {
    message:
      "I have a court case in Makeni, they say I stole two goats from my neighbour. I did not. The next hearing is on the 14th. Please help me with a lawyer.",
    intent: "area:criminal",
  },
  { message: "If I sell a cow and the buyer later finds it is sick, can he force me to return his money?", intent: "legal-question" },
  { message: "Ok tenki", intent: "thanks" },
  {
    message:
      "I want a lawyer to check a contract before I sign it. A company want to buy all the milk from my cows for 2 years, but some of the terms look strange.",
    intent: "area:contract",
  },
  {
    message:
      "they have been holding my father at Kabala barracks since yesterday because soldiers say his cows crossed into the army farm. He is old and sick.",
    intent: "urgent",
  },
  { message: "how much a bag of chicken feed de sell now for Makeni", intent: "off-topic" },
  { message: "How can I get in touch with your office? Phone, email, anything.", intent: "contact" },
  {
    message:
      "Dear Sir, I wish to purchase a parcel of land at Newton for a goat farm. I would like your firm to handle the conveyancing and ensure the documents are properly registered.",
    intent: "area:land",
  },
  { message: "wat tym ur office open in d morning", intent: "hours" },
  { message: "hmmm", intent: "unknown" },
  {
    message: "We want to get a bank loan to expand our dairy farm in Bo but bank need company papers and board resolution. Can una help us with all of that?",
    intent: "area:business",
  },
  { message: "Abeg help, the crowd de beat one boy here na Dove Cot market, dem say e tif goat. Dem go kill am. Na my nephew", intent: "safety" },
  { message: "your phone number please, I want to call", intent: "phone" },
  { message: "Can I email you my documents? Which email should I use?", intent: "email" },
  {
    message: "My landlord says the rent goes up because I have 2 dogs. Is he allowed to increase the rent in the middle of the lease?",
    intent: "legal-question",
  },
  {
    message: "My mother died and left her goats and a house in Port Loko. My stepfather won't let us in. Please I need help with probate and the inheritance.",
    intent: "area:family",
  },
  { message: "can I see a lawyer on saturday? i am coming from Kenema with my cattle papers", intent: "booking", also: ["hours"] },
  {
    message: "My son dey na police station for Waterloo since 2 days. Dem say e tif chicken. Dem nor carry am go court and dem nor gree make we see am",
    intent: "urgent",
  },
  { message: "Can you recommend a good veterinary clinic in Bo for my cows?", intent: "off-topic" },
  {
    message:
      "My shipment of 500 sheep from Mali via Dakar came to Freetown port and 40 died on the vessel. The carrier says not their fault. Please I need help to claim.",
    intent: "area:shipping",
  },
  { message: "Is there a lawyer among you that understands farming and livestock matters?", intent: "team" },
  {
    message:
      "The herders association and the farmers cooperative in our chiefdom want to settle the crop damage dispute through mediation instead of court. Does your firm arrange that?",
    intent: "area:arbitration",
  },
  { message: "Pls wetin una de do exactly, I nor sabi law firm business", intent: "services" },
  {
    message:
      "my friend was charged with animal cruelty because of how he transported pigs. He has been released on bail but needs a defence lawyer for the trial.",
    intent: "area:criminal",
  },
  { message: "Will I win if I take the farmer to court? His boys killed 3 of my cows and I have witnesses.", intent: "legal-question" },
  { message: "una lawyer dem de speak Temne? my mama nor sabi English", intent: "knowledge:Languages spoken" },
  {
    message:
      "I'm a vet and a farmer just threatened me with a gun because his cow died after treatment. He is outside my clinic right now shouting he will finish me.",
    intent: "safety",
  },
  {
    message: "I'm a vet and the NGO I worked for ended my contract early without paying the notice period in the contract. I want to claim what they owe me.",
    intent: "area:contract",
  },
  { message: "Wey una office de? Give me direction from Cotton Tree", intent: "address" },
  {
    message: "Dear Sir/Madam, I would like to arrange a meeting with one of your lawyers regarding the sale of my ranch. Kindly advise available dates.",
    intent: "booking",
  },
  { message: "dem take me broda from we house na Lunsar dis morning, police say na e tif the pig. dem de hold am now. e only 16 years", intent: "urgent" },
  { message: "pls wetin I go give my goat for worm", intent: "off-topic" },
  {
    message:
      "Monsieur, my brother is accused of bringing stolen cattle from Guinea. Police give am bail but say the case go High Court. Need avocat for defend am.",
    intent: "area:criminal",
  },
  { message: "Do you offer legal aid for poor farmers? We cannot afford big fees.", intent: "knowledge:Fees" },
  {
    message: "Di police dem de hold my uncle na Kenema since yesterday say e herd cow go inside protected forest. We nor get money for bail. Please",
    intent: "urgent",
  },
  { message: "Hw do i charge my phone wen no light for the village, i de mind cow far", intent: "off-topic" },
  {
    message: "My wife's family say since I did not finish paying the dowry cows, the children belong to them. I want my children back. Need family lawyer.",
    intent: "area:family",
  },
  {
    message: "A dog at my rented house bit the delivery boy. The dog belongs to the landlord who lives upstairs. Am I responsible or the landlord?",
    intent: "legal-question",
  },
  { message: "Hello, what are your opening hours? I'm in London so want to call at the right time.", intent: "hours" },
  { message: "Men wit stick de beat my papa now for the field cus e cow chop dem cassava. Abeg come", intent: "safety" },
  {
    message: "Pls my grandpa family lan for Koinadugu, my uncles want sell am to one cattle company but we nor agree. It is family land. Need land lawyer",
    intent: "area:land",
  },
  { message: "Hello, what areas of law do you practice?", intent: "services" },
  {
    message:
      "Good day. I'm from Ghana and want to partner with a Sierra Leonean company in a large poultry and egg business. I need help drafting the joint venture and registering it.",
    intent: "area:business",
  },
  { message: "wan book meeting wit lawyer pls, about the pig farm palaver", intent: "booking" },
  {
    message: "they've arrested our farm manager in Moyamba this afternoon after a neighbour's cow was found dead near our fence. he's still at the station",
    intent: "urgent",
  },
  {
    message:
      "Our fertilised eggs for hatching came by ship in a reefer container and the temperature was wrong the whole voyage, everything spoiled. The carrier denies liability. I want to claim.",
    intent: "area:shipping",
  },
  { message: "Is there any basketball court near Lumley beach? I want somewhere to walk my dog after", intent: "off-topic" },
  {
    message: "We have a supply contract dispute with a cattle dealer from Mali. Our contract says ICC arbitration. Can your firm represent us?",
    intent: "area:arbitration",
  },
  { message: "how many lawyer dem de work for una office", intent: "team" },
  { message: "If goats eat my neighbour's vegetables, must I pay even when the fence is his own responsibility?", intent: "legal-question" },
  {
    message:
      "I sold 25 cows to a man in Bo on credit, we wrote an agreement and he signed. Six months now he has paid only half. I want to enforce the agreement.",
    intent: "area:contract",
  },
  { message: "Abeg my pikin de na police cell na Makeni, dem hold am since Monday for one goat wey miss na dem compound. Dem beat am sef", intent: "urgent" },
  { message: "Pls I need your email address to send my complaint about the herders", intent: "email" },
  {
    message: "My husband left me for another woman and took all our goats to her house. We have 3 children and he gives nothing for them. I want maintenance.",
    intent: "area:family",
  },
  { message: "write me short speech for our farmers cooperative meeting on Saturday", intent: "off-topic" },
  { message: "number for WhatsApp?", intent: "phone" },
  { message: "Hi I run an animal feed business. Apart from court cases, what kind of legal services does your firm offer to companies?", intent: "services" },
  {
    message: "Dem charge my husband for assault becos e fight the man wey tif we sheep. Case de na court now, e nor de na cell. Need lawyer for court",
    intent: "area:criminal",
  },
  { message: "What documents do I bring to the consultation? I have the vet report and photos of the dog bite.", intent: "knowledge:What to bring" },
  { message: "Can I be jailed for selling meat without a license at the market? Council man said they will take me to court.", intent: "legal-question" },
  { message: "one herder don pull gun on me dis evening na my farm, e say if I report am e go come back. I dey hide na the bush now", intent: "safety" },
  {
    message: "We lease pasture from the district council but they now want to give it to an investor before our lease ends. I need help protecting our lease.",
    intent: "area:land",
  },
  { message: "evening sir", intent: "greeting" },
  { message: "I would like to talk to a lawyer on the phone about my dog and landlord issue. Can we set a time?", intent: "booking" },
  { message: "Abeg, I get small meat shop na Kissy, I wan make am proper business wit name and papers. Una de do that registration?", intent: "area:business" },
  { message: "are una open now? is 5:30", intent: "hours" },
  { message: "How long can I keep goat meat in the freezer before it spoils?", intent: "off-topic" },
  {
    message: "My son was picked up by the police at Lumley today over the dog fighting thing, he is still inside. Please we need a lawyer to go there now.",
    intent: "urgent",
  },
  {
    message: "Mediation needed. Two of us own a cattle truck business together and we are quarrelling about profits. We prefer to settle out of court.",
    intent: "area:arbitration",
  },
  { message: "can I park my motorbike at your place", intent: "knowledge:Parking" },
  { message: "thanks a lot, very helpful", intent: "thanks" },
  {
    message:
      "Our charter party for the livestock vessel says laytime is 3 days but discharge at Queen Elizabeth II Quay took 9 days. The owners claim demurrage from us. Need a shipping lawyer.",
    intent: "area:shipping",
  },
  { message: "Is it against the law to keep pigs in my compound in the city? My neighbours say they will report me.", intent: "legal-question" },
  { message: "pls how we go contact una from Guinea?", intent: "contact" },
  { message: "your office address please", intent: "address" },
  { message: "pls which medicine I go give cow wey get diarrhoea", intent: "off-topic" },
  { message: "my landlord is banging on my door saying he will kill my dog and me if I don't leave tonight. he's drunk and has a machete", intent: "safety" },
  { message: "parlez-vous français? I am from Conakry", intent: "knowledge:Languages spoken" },
  {
    message: "I want to write a contract for the herdsman who will look after my cattle, so we agree on pay and what happens if cows die. Can you draft it?",
    intent: "area:contract",
  },
  { message: "please schedule me for a consultation tomorrow at 10, name Sorie Kargbo, about my goats matter", intent: "booking" },
  {
    message: "They have detained my cousin at the Kambia border post since last night, he was bringing sheep for Tobaski. Customs and police are holding him.",
    intent: "urgent",
  },
  { message: "alright, have a good day", intent: "goodbye" },
  { message: "Good day. Hope all is well with you", intent: "greeting" },
  {
    message: "I want to adopt my late sister's son, he has been living with me on my farm in Kailahun since he was 3. I want to make it legal.",
    intent: "area:family",
  },
  {
    message: "Police have my father in custody at Bo Central since Sunday for a cattle dispute. They have not charged him and won't let us see him.",
    intent: "urgent",
  },
  { message: "how to build cheap chicken house with bamboo", intent: "off-topic" },
  { message: "Can the council close my butcher stall because I don't have the new health certificate? I paid my dues for the year.", intent: "legal-question" },
  {
    message: "Dem don survey my farm lan wrong, the boundary beacon dem move am enter my cassava farm. Di man wey move am na cattle owner. I need lawyer",
    intent: "area:land",
  },
  { message: "Is your team big? I want to know if you have enough lawyers to cover different kinds of cases", intent: "team" },
  { message: "Can I book a meeting with your family lawyer next Tuesday? It is about my late husband's cows", intent: "booking" },
  {
    message: "Please is Fatmata Kamara still the senior partner? I want to know if she handles inheritance of livestock and farms.",
    intent: "attorney:Fatmata Kamara",
  },
  {
    message: "di farmer dem don burn two of we house for the cattle camp tonight, dem still de outside. we de hide wit the pikin dem. we fraid for we life",
    intent: "safety",
  },
  {
    message:
      "We are a group of cattle owners who want to form a cooperative company to sell beef to supermarkets. Please help with the registration and governance documents.",
    intent: "area:business",
  },
  { message: "Which market in Freetown sells the cheapest goats before Christmas?", intent: "off-topic" },
  {
    message:
      "I'm a vet and I've been summoned to court accused of fraud over vaccination certificates for cattle export. I need a defence lawyer before the first hearing.",
    intent: "area:criminal",
  },
  { message: "na now now dem de put my broda for police van for Kissy, dem say na e kill the dog for the road. abeg send lawyer", intent: "urgent" },
  { message: "when una close for Friday", intent: "hours" },
  {
    message:
      "We own a small cargo boat that carries goats and rice between Conakry and Freetown. The port authority detained the boat over dues we dispute. We need a maritime lawyer.",
    intent: "area:shipping",
  },
  { message: "My brother sold our family cows without asking the rest of us. Is that theft under the law or just a family matter?", intent: "legal-question" },
  { message: "Pls una de do arbitration? we get business palaver wit one poultry company over egg supply, we nor want court", intent: "area:arbitration" },
  { message: "what's the best way to reach you, I'm in Atlanta and my mother has a farm dispute back home", intent: "contact" },
  {
    message:
      "We signed a contract to buy a milk cooling machine for our dairy farm. The supplier delivered a broken one and won't replace it. I want to enforce the contract.",
    intent: "area:contract",
  },
  {
    message:
      "The dog owner next door keeps setting his 3 dogs on my children when they pass. Today they nearly tore my boy. He says next time he will let them finish us.",
    intent: "safety",
  },
  {
    message:
      "They took my husband from the market at Waterloo this morning. Police say the cows he was selling are stolen. He is at the station now, no one tells us anything.",
    intent: "urgent",
  },
  { message: "Pls translate this for me into French: my goats are lost in the forest", intent: "off-topic" },
  {
    message: "My wife and I are divorcing. We have a farm with sheep and goats. I want to agree custody of our 2 kids and split the animals fairly. Need help.",
    intent: "area:family",
  },
  { message: "whats your email", intent: "email" },
  {
    message: "If a stray cow causes an accident on the highway and damages my car, can I sue the owner and how much would the court give?",
    intent: "legal-question",
  },
  { message: "Tell me about your lawyers, are they experienced?", intent: "team" },
  {
    message:
      "Our family wants to register the farmland where we keep our cattle, we have no title deed, only a letter from the chief in 1985. Please help us get proper title.",
    intent: "area:land",
  },
  { message: "Dear Sir, kindly furnish me with your telephone number. Regards.", intent: "phone" },
  { message: "I want make appointment. Am butcher. Council dem de trouble me", intent: "booking" },
  { message: "Pls help, dem don arrest 3 of our herders na Port Loko dis morning after clash wit farmers. Dem de na police station now", intent: "urgent" },
  { message: "wat is d best grass for cow to eat in dry season", intent: "off-topic" },
  { message: "Please do you defend people accused of stealing livestock? My cousin is on trial in Kenema.", intent: "area:criminal" },
  { message: "When I come for meeting do I need bring the cow receipts and ID card?", intent: "knowledge:What to bring" },
  { message: "I need to ask something", intent: "unknown" },
  {
    message: "My uncle and I own a goat meat export business and he wants to bring in a foreign investor. We need help with the shares and the agreement.",
    intent: "area:business",
  },
  { message: "God bless you for answering", intent: "thanks" },
  {
    message:
      "Hello, we import frozen chicken quarters by container. Customs at Queen Elizabeth II Quay say our papers are wrong and want to seize the cargo. Need a lawyer who knows port issues.",
    intent: "area:shipping",
  },
  {
    message: "I am shepherd boy and my boss promise me 1 sheep every 6 month. Now 2 years he give nothing and want send me away. Help me",
    intent: "area:contract",
  },
  { message: "Do you only do court work or also give advice to farmers and traders?", intent: "services" },
  { message: "My landlord killed my cat with poison because he said no pets. Does he have the right to do that?", intent: "legal-question" },
  { message: "pls where una de? I de Lumley", intent: "address" },
  {
    message:
      "We won an arbitration against our livestock feed supplier in Ghana. How do we get the award enforced in Sierra Leone? We need your firm to handle it.",
    intent: "area:arbitration",
  },
  { message: "How much for first consultation? and can I pay in two parts", intent: "knowledge:Fees" },
  { message: "dem say dem go kill me becos I report the cattle tif to chief. two man don come my os dis night. I de run", intent: "safety" },
  { message: "ok, see you later", intent: "goodbye" },
  {
    message:
      "my wife has been held at the police post in Bumbuna since yesterday, the farmer says her goats damaged his crops and she insulted him. please help",
    intent: "urgent",
  },
  { message: "Is the office open during lunch? I can only come around 1pm", intent: "hours" },
  { message: "I want to talk to a lawyer this week about a vet contract, when can I come?", intent: "booking" },
  { message: "what is the name of the disease that kills chickens fast in rainy season", intent: "off-topic" },
  {
    message: "Mr Lawyer, the herders bin de graze for my papa lan since 1990 and now dem say the lan na dem own because dem don stay long. I want fight am.",
    intent: "area:land",
  },
  { message: "Abeg una come help, police don hold my mama na Kenema since yestaday bcos her pig dem enter church compound. She old.", intent: "urgent" },
  { message: "tell me one joke about goat and chicken lol", intent: "off-topic" },
  {
    message: "Is the herder responsible for damage when the cattle enter my farm at night while he was sleeping? Or the cattle owner who employs him?",
    intent: "legal-question",
  },
  { message: "Hi", intent: "greeting" },
  {
    message: "My father has 3 wives and many cows. He is sick and wants to write a will so there is no fight after. He asked me to find lawyer.",
    intent: "area:family",
  },
  { message: "Please put me down for an appointment on Monday, I want to discuss the theft of my cattle.", intent: "booking" },
  { message: "I am hiding in my shop at Dove Cot, a group of youths said I sold dog meat and they want to burn the shop with me inside", intent: "safety" },
  { message: "Pls una fit help register my vet pharmacy business with CAC and get the right papers?", intent: "area:business" },
  {
    message:
      "The supermarket agreed to buy 200 chickens every week from my farm and now they cancelled without notice, breaking our signed supply contract. I want to take action.",
    intent: "area:contract",
  },
  { message: "What days do you work?", intent: "hours" },
  {
    message: "Ma broda dey na Pademba Road now since dem transfer am from police station yesterday, e nor get lawyer, the case na about cow",
    intent: "urgent",
  },
  { message: "How do I train my puppy to stop biting furniture?", intent: "off-topic" },
  {
    message: "The police have charged me for the death of a man's goat I hit with my motorbike. I'm on bail, court case coming. Can your firm defend me?",
    intent: "area:criminal",
  },
  { message: "Does your firm take cases outside Freetown? Like in the provinces where the farmers are?", intent: "services" },
  {
    message:
      "I exported 2 containers of cattle hides from Freetown port, the buyer in Europe says the cargo arrived damaged and won't pay. Shipping company says the bill of lading is clean. Please help.",
    intent: "area:shipping",
  },
  { message: "email?", intent: "email" },
  { message: "Does my landlord have the right to keep my deposit because my dog scratched the door? It's a small scratch.", intent: "legal-question" },
  { message: "Does your team have any lawyer from the north who understands Fula customs?", intent: "team" },
  {
    message:
      "Our company and the cattle importer we buy from agreed to go to mediation over a price dispute. Can Kamara & Associates act for us in the mediation?",
    intent: "area:arbitration",
  },
  { message: "My husband is beating me right now because I sold one of his goats to pay school fees. I'm locked in the toilet. Please", intent: "safety" },
  {
    message:
      "The seller of our piggery land at Waterloo died before giving us the conveyance and now his children want to sell it again. We paid in full. Need help.",
    intent: "area:land",
  },
  { message: "Where do I park if I drive? your street always full", intent: "knowledge:Parking" },
  { message: "abeg call number", intent: "phone" },
  {
    message:
      "Sir my two workers were taken by police from the farm at Masiaka tonight because someone's cattle were found on our land. They are still locked at the station.",
    intent: "urgent",
  },
  { message: "what time does the cattle market at Kabala open on Saturdays?", intent: "off-topic" },
  {
    message: "My baby father de na UK and e nor de send anything for the pikin. E get plenty cow back na village. I want maintenance for my pikin.",
    intent: "area:family",
  },
  { message: "Morning una, how una de?", intent: "greeting" },
  { message: "How can I contact una if I nor get credit for call? I de village", intent: "contact" },
  {
    message: "Our ranch company needs a new shareholder agreement because one director died and his children now hold his shares. Can your firm handle this?",
    intent: "area:business",
  },
  { message: "If I sell goats without receipt and the buyer later says they were stolen, can the police charge me too?", intent: "legal-question" },
  { message: "I'd like to book a consultation with a land lawyer on grazing rights. Do you have a slot on Thursday afternoon?", intent: "booking" },
  {
    message: "Good afternoon. My son is accused of poisoning a neighbour's dogs. He has a court date next week. We need criminal defence.",
    intent: "area:criminal",
  },
  { message: "?", intent: "unknown" },
  { message: "pls can u send me small credit, my phone don finish and I de far na bush wit di cow", intent: "off-topic" },
  {
    message: "My son has been kept at the Kabala military barracks since last night after a fight with soldiers over their cows grazing. They beat him. Please",
    intent: "urgent",
  },
  { message: "Una lawyer dem sabi Mende? I fit explain better in Mende.", intent: "knowledge:Languages spoken" },
  { message: "I work na abattoir for 6 years. Dem sack me without reason and nor pay my end of service benefit. I want claim am", intent: "area:contract" },
  { message: "what legal services una get for animal traders?", intent: "services" },
  { message: "some boys don tie my uncle for tree na the village say na e tif goat, dem de beat am. abeg help fast", intent: "safety" },
  {
    message:
      "My company chartered a ship to bring cattle feed from Senegal. The owner cancelled the charter at the last moment and kept our deposit. We want to recover it.",
    intent: "area:shipping",
  },
  { message: "Tanks for una help, a appreciate", intent: "thanks" },
  { message: "How do I get to your office from the Lumley roundabout?", intent: "address" },
  {
    message: "My goats were taken by the chiefdom police because they were on the road. They want 500,000 to release them. Is that legal?",
    intent: "legal-question",
  },
  { message: "Can I come in on Sunday? It's the only day I don't go to the farm", intent: "hours" },
  { message: "Do I need to bring the dog's vaccination card and the lease agreement when I come?", intent: "knowledge:What to bring" },
  { message: "what animal is the national animal of Sierra Leone", intent: "off-topic" },
  {
    message: "Pls help, we finish arbitration with a Lebanese meat importer, the award say e must pay us but e nor pay. Una fit help enforce am?",
    intent: "area:arbitration",
  },
  { message: "dem don lock up my husband na Kambia police since yestaday, dem say e nor pay cattle tax. we nor get money", intent: "urgent" },
  { message: "Can I have a video call consultation with a lawyer? I'm in the US, it's about the family cattle in Koinadugu", intent: "booking" },
  {
    message: "Good morning. My partner in Guinea failed to deliver 100 goats we paid for under a written agreement. Can your firm help enforce the deal?",
    intent: "area:contract",
  },
  { message: "Bonjour", intent: "greeting" },
  {
    message: "pls dem don hold my broda for Lungi police station for two days, dem say e carry dog enter airport without paper. e still de inside",
    intent: "urgent",
  },
  { message: "Can I feed my dog cassava leaves?", intent: "off-topic" },
  {
    message: "I'd like to know more about Christiana Thomas. Does she deal with employment problems like workers not paid on a farm?",
    intent: "attorney:Christiana Thomas",
  },
  { message: "If my landlord sells the house, can the new owner force me to remove my chickens from the yard before my lease ends?", intent: "legal-question" },
  {
    message: "My father is being prosecuted for slaughtering a cow without a council permit. He goes to court on Monday. Can you defend him?",
    intent: "area:criminal",
  },
  {
    message:
      "The cattle owner I work for says he will kill me if I leave or report that he is not paying me. He has my ID card. I'm scared to go back to the camp tonight.",
    intent: "safety",
  },
  {
    message:
      "Me and my brothers de quarrel bout the family lan wey we papa leave for keep goat. Some want sell, some nor want. Na family lan, no will. We need land lawyer",
    intent: "area:land",
  },
  { message: "r u guys open today? it's Tuesday", intent: "hours" },
  {
    message:
      "I'm a widow. My late husband's family want me to marry his brother or leave the compound and the goats. I refuse. I need help with my husband's estate.",
    intent: "area:family",
  },
  { message: "I would like to know the lawyers on your team and what each one does.", intent: "team" },
  { message: "Abeg I wan come see lawyer Friday morning bout di sheep dem wey dem tif", intent: "booking" },
  { message: "How do I make my hens lay more eggs?", intent: "off-topic" },
  {
    message:
      "We run a veterinary supply company and the bank froze our account saying we didn't update our company documents. Need business lawyer to sort it with the bank.",
    intent: "area:business",
  },
  {
    message: "My husband was arrested at the Bo cattle market an hour ago. They put him in a cell at the market police post. Please send someone.",
    intent: "urgent",
  },
  {
    message:
      "Our vessel carrying livestock feed collided with another ship in the harbour. The other owner is claiming damages from us and wants to arrest our ship.",
    intent: "area:shipping",
  },
  { message: "pls give me una phone number, I wan call from Guinea", intent: "phone" },
  {
    message:
      "We are two cattle cooperatives in dispute over a shared truck and market stall. The chief suggested we settle with a neutral person outside court. Do you do mediation?",
    intent: "area:arbitration",
  },
  { message: "Who won the Sierra Leone Premier League last season?", intent: "off-topic" },
  { message: "Can the police keep my cows as evidence for months? The case has not even started.", intent: "legal-question" },
  { message: "do una charge for the first meeting or na free", intent: "knowledge:Fees" },
  {
    message:
      "I signed a contract with an NGO to vaccinate goats in 5 chiefdoms. I did the work, they refuse to pay saying the reports were late. Need help to get my money.",
    intent: "area:contract",
  },
  {
    message: "Dog owner down my road just hit me with a stick after I complained his dogs bit my goats. He's coming back with his sons. I'm bleeding.",
    intent: "safety",
  },
  { message: "What email should I use to send you the pictures of my dead goats?", intent: "email" },
  { message: "Dem don arrest me cousin na Makeni dis afternoon say e sell sick meat. e de police cell now", intent: "urgent" },
  {
    message:
      "Dear Sir, I intend to lease my farmland at Bumpe to a poultry investor for 25 years. I require a properly drafted lease that protects my family's interests.",
    intent: "area:land",
  },
  { message: "Hello, I am a diaspora Sierra Leonean planning to start a farm back home. What kinds of services can your firm offer me?", intent: "services" },
  { message: "give me all una contact, phone and email and whatsapp", intent: "contact" },
  {
    message: "My brother gave his goats to me before he died, no paper. His wife now says they belong to her children. Who owns them under the law?",
    intent: "legal-question",
  },
  {
    message:
      "Please I need a criminal lawyer for my son. He is accused of killing a herder's cow with poison. He is home on bail but they want to take him to court.",
    intent: "area:criminal",
  },
  { message: "Una de open early? Like 8 before I go market", intent: "hours" },
  { message: "Recommend a good name for my new puppy, it's a female", intent: "off-topic" },
  { message: "Which languages do your lawyers speak? My uncle only speaks Limba and small Krio.", intent: "knowledge:Languages spoken" },
  {
    message: "Hi, I would like to meet with a lawyer regarding a dispute with my landlord about my dogs. When is the earliest appointment?",
    intent: "booking",
  },
  {
    message: "Pls di farmer dem don surround we herders na Sinkunia wit cutlass and gun, dem say dem nor go leave anybody alive. We de trap inside",
    intent: "safety",
  },
  {
    message:
      "the police took my brother from our farm in Waterloo tonight saying he stole the neighbour's pig. he's at the station now and they won't let us in",
    intent: "urgent",
  },
  { message: "Abeg I wan register company for sell animal feed and medicine. Una go help me do am? How long e go take?", intent: "area:business" },
  { message: "Una lawyer dem na Sierra Leonean? any one of dem from Kabala?", intent: "team" },
  {
    message:
      "Dear Sir, we shipped 300 bales of cattle hides to Nigeria and the vessel sailed without loading half of them. We have the bill of lading. We wish to make a claim.",
    intent: "area:shipping",
  },
  { message: "thank u so much", intent: "thanks" },
  {
    message: "A Ghana company has started an arbitration case against us under our poultry supply contract. We need a firm to defend us in the arbitration.",
    intent: "area:arbitration",
  },
  { message: "Is parking free near your office?", intent: "knowledge:Parking" },
  { message: "How long will I go to prison if they find me guilty of cattle theft? I want to know before I decide what to do.", intent: "legal-question" },
  { message: "Is it safe to drink fresh cow milk without boiling it?", intent: "off-topic" },
  { message: "pls send me location for una office, I de come from Hill Station", intent: "address" },
  {
    message: "Dem de hold me and three other goat sellers na Waterloo police post since morning, dem say we nor get market licence. I de type from inside",
    intent: "urgent",
  },
  { message: "Set up a meeting for me with a lawyer about my ranch please, next week any day", intent: "booking" },
  { message: "alright bye, take care", intent: "goodbye" },
  { message: "I want help with a divorce. My husband took my cows and says I will not get any. I also want custody of the children.", intent: "area:family" },
  { message: "pls I need help o", intent: "unknown" },
  {
    message:
      "Dear Sirs, our livestock company has a dispute with a transporter over animals that died on the road. Our contract provides for arbitration in Freetown. Please advise whether you can act for us.",
    intent: "area:arbitration",
  },
  {
    message: "Police came at 5am and took my father from our house in Kabala, they say he hid stolen cows. He is at the station now. Please help us.",
    intent: "urgent",
  },
  { message: "how many chickens can I keep in a 10 by 10 room", intent: "off-topic" },
  { message: "Can a vet be sued if a cow dies after he treats it? The owner is threatening to take me to court.", intent: "legal-question" },
  {
    message: "My goat farm is on land I bought in 2015 but now the ministry say na state land and dem go take am. I get documents. Need land lawyer.",
    intent: "area:land",
  },
  { message: "Until what time can I come in on weekdays?", intent: "hours" },
  {
    message:
      "My brother in law chased me with a cutlass today over the cows our father left, he said he will finish me before the week ends. I'm staying with a friend but he knows where.",
    intent: "safety",
  },
  {
    message:
      "Good day, my company wants to take a loan from a bank to buy 500 cattle. The bank wants us to sign a guarantee and mortgage. Need a business lawyer to review everything.",
    intent: "area:business",
  },
  { message: "Wetin paper dem I for carry when I de come? Na about my lan weh cow don spoil", intent: "knowledge:What to bring" },
  {
    message: "They want to prosecute me for keeping dangerous dogs after my dog bit a man. I have a summons for court. Do you defend this kind of case?",
    intent: "area:criminal",
  },
  { message: "Need appointment asap pls, goat sale matter, I can come any time", intent: "booking" },
  {
    message: "My grandmother left her farm and 20 cows but no will. We need letters of administration so we can share fairly. Can una help us get them?",
    intent: "area:family",
  },
  { message: "pls wetin na the meaning of my dream, I see white cow for dream", intent: "off-topic" },
  { message: "na di CID dem dey hold my son since tuesday for Freetown, dem say e part of cattle tif gang. e nor get lawyer. we de Kabala", intent: "urgent" },
  { message: "Can your firm help companies and also ordinary people? What services?", intent: "services" },
  {
    message:
      "The shipping agent in Freetown issued the bill of lading for our cattle feed to the wrong consignee and someone else collected the cargo from the port. Can you help us recover it?",
    intent: "area:shipping",
  },
  {
    message: "If the herders' cattle eat my crops and the chief fines them but they don't pay, can I go to the magistrate and will they be forced to pay?",
    intent: "legal-question",
  },
  {
    message:
      "I was employed as driver for a livestock company, now they deduct from my salary for a cow that died in the truck. I want a lawyer to help me with this employer.",
    intent: "area:contract",
  },
  {
    message: "Help me, the man whose goat my car hit is holding my arm and his people are gathering with sticks. They say I must pay now or they kill me.",
    intent: "safety",
  },
  { message: "Hello good afternoon to you", intent: "greeting" },
  {
    message: "I want to buy 5 plots at Songo for a ranch but two families both claim the land. Please help check who really owns it and do the paperwork.",
    intent: "area:land",
  },
  { message: "Are your lawyer fees fixed or does it depend on the case? I need to plan before I sell my cattle", intent: "knowledge:Fees" },
  { message: "Write me a short story about a goat who wants to be a lawyer, for my son's homework", intent: "off-topic" },
  { message: "dem don lock my papa up na Kailahun since yestaday after fight wit herder dem. dem say e go sleep there again tonight", intent: "urgent" },
  { message: "Hey, can I get a number to call? I'm in Accra", intent: "phone" },
  { message: "How many female lawyers does your firm have?", intent: "team" },
  {
    message:
      "We are a family company raising pigs and want to bring my cousin in as director and give him 20% of the shares. Help with the paperwork and the board meeting please.",
    intent: "area:business",
  },
  { message: "can I speak Krio wit di lawyer or na only English?", intent: "knowledge:Languages spoken" },
  { message: "Can I schedule a meeting for next Wednesday afternoon with a lawyer about a dog bite case?", intent: "booking" },
  {
    message: "My husband is accused of setting fire to a herder's camp. He's at home but the prosecution starts soon. Please we need a defence lawyer.",
    intent: "area:criminal",
  },
  { message: "Tenki plenty, una don help me", intent: "thanks" },
  { message: "My dog bit a thief who climbed into my compound at night. Now he says he'll take me to court. Can he win?", intent: "legal-question" },
  { message: "are you open tomorrow morning, I want to bring papers", intent: "hours" },
  { message: "pls how much dem de sell German shepherd puppy for Freetown", intent: "off-topic" },
  {
    message: "Soldiers dem arrest my husband na checkpoint na Kamakwie for 3 cow wey e de carry go market. Dem hold am since last night for di checkpoint",
    intent: "urgent",
  },
  {
    message:
      "My son's mother refuses to let me see him since we broke up. She moved to Guinea with him. I pay maintenance in cows every year. I want access to my son.",
    intent: "area:family",
  },
  {
    message:
      "We chartered a vessel to carry sheep from Dakar for Tobaski, it arrived after the festival and we lost the market. We want to make a claim against the ship owner. Do you handle this?",
    intent: "area:shipping",
  },
  {
    message: "my neighbor's pit bulls got out and are attacking people on our street right now, one of them is at my gate. I'm inside with my kids",
    intent: "safety",
  },
  {
    message:
      "The company that sold me 50 goats wrote in the agreement they were vaccinated. Half died in a month, the vet says never vaccinated. I want to enforce the agreement.",
    intent: "area:contract",
  },
  { message: "before the meeting, what should I carry? the police report? the vet certificate?", intent: "knowledge:What to bring" },
  { message: "What can a lawyer do for someone who sells animals at the market?", intent: "services" },
  { message: "Una get place for park car? me driver de carry me come", intent: "knowledge:Parking" },
  { message: "Do you have Facebook or how else can I reach your chambers?", intent: "contact" },
  { message: "How much does it cost to vaccinate a dog against rabies in Freetown?", intent: "off-topic" },
  {
    message: "Dem don take me wife and me pikin na police station na Makeni, dem say we goat dem kill farmer rice. dem still dey inside since morning",
    intent: "urgent",
  },
  { message: "Pls book me with lawyer Saturday, na only day I free from the abattoir", intent: "booking", also: ["hours"] },
  { message: "If my landlord's lease says no animals but he himself gave me the puppy, can he still evict me?", intent: "legal-question" },
  { message: "Ok I don hear. Bye", intent: "goodbye" },
  {
    message:
      "Bonjour, we are Guinean cattle traders. A Freetown buyer refused to pay for 70 cows and our contract says mediation first. Can your firm do the mediation and, if it fails, arbitration?",
    intent: "area:arbitration",
  },
];
