import type { LabelledMessage } from "@/lib/chat/examples/labelled-message";

// Hire purchase and rentals: Kenema okada rider on work-and-pay (SMS Krio), Freetown keke fleet owner (Krio-English), car hire manager (formal letters), Dove Cot market woman who bought on credit (voice typing), Fula appliance dealer (French words), teacher who stood guarantor (long stories), UK diaspora buyer of vehicles for relatives, Njala student whose family rents out a car (heavy typos)
export const SIXTY_NINTH_TEST_SET: LabelledMessage[] = [
  { message: "gud mornin una", intent: "greeting" },
  {
    message:
      "I own 6 kekes and I give them to drivers on work and pay, 18 months each. Up to now I have been doing it by mouth only and one boy don already give me wahala. I want proper written agreement for all of them, una fit draft am?",
    intent: "area:contract",
  },
  {
    message: "abeg police don hold my broda since yesterday for Congo Cross station, the keke owner say he tif the keke but na lie, dem nor wan release am",
    intent: "urgent",
  },
  { message: "wich generator brand de last pass, tiger or firman? i wan buy one for my shop", intent: "off-topic" },
  {
    message:
      "I don pay 14 out of 18 months on my okada work and pay, now the owner say he wan take back the bike because I miss two weeks. Can he take am just like that after all wetin I don pay?",
    intent: "legal-question",
  },
  { message: "una de open on Saturday?", intent: "hours" },
  {
    message:
      "The man wey I take fridge from on credit send boys come my shop today, dem say if I nor pay by Friday dem go burn everything and beat me. I de fear for go back there",
    intent: "safety",
  },
  {
    message:
      "We want to lease a yard at Wellington to park our car hire vehicles, about half town lot. Can your firm check the land papers before we sign and pay the owner?",
    intent: "area:land",
  },
  { message: "how much a new TVS keke cost now in freetown", intent: "off-topic" },
  {
    message:
      "I would like to book a consultation for next week concerning a hire purchase agreement for three generators. Tuesday or Wednesday morning would suit me.",
    intent: "booking",
  },
  {
    message:
      "Police charge me for fraud after my rider complain say I collect the bike money and refuse to give am the papers. The case de for magistrate court next month, I need lawyer to defend me.",
    intent: "area:criminal",
  },
  {
    message:
      "My husband died in March and he had 4 okadas he was giving out on work and pay. Now his brothers are collecting the daily money and saying the bikes belong to the family not me and my children. I need help.",
    intent: "area:family",
  },
  { message: "how many lawyers una get for that office", intent: "team" },
  { message: "Dem don carry my pikin go Kenema police since Tuesday night, say na im take the bike run. He nor eat since. Please help", intent: "urgent" },
  { message: "how much una de charge for look at a hire purchase paper? i be just keke driver i nor get plenty money", intent: "knowledge:Fees" },
  {
    message:
      "We imported 40 Haojue motorbikes in a container through Queen Elizabeth Quay and when they opened it 9 bikes were smashed. The shipping line is saying it is not their problem. Can you handle a cargo claim like that?",
    intent: "area:shipping",
  },
  { message: "send me una whatsapp number pls", intent: "phone" },
  { message: "pls how do I charge a motorbike battery wey don die, the bike no de start", intent: "off-topic" },
  {
    message:
      "Is a guarantor responsible for the full balance if the person who bought the car on hire purchase runs away? I signed as guarantor for my nephew in 2022 and now the company is calling me every day.",
    intent: "legal-question",
  },
  {
    message: "Me and 3 friends want to register a company to rent out cars to NGOs and tourists. We need help registering it and sharing the shares properly.",
    intent: "area:business",
  },
  {
    message: "the driva i give my car don call me say if i come look for the car again he go kill me. e de send me voice note every night. i de fear",
    intent: "safety",
  },
  { message: "where exactly is your office? I am coming from Waterloo", intent: "address" },
  {
    message: "Police dey na mi door now say dem wan carry my husband, say im nor pay for the generator wey im buy on credit. Wetin I go do??",
    intent: "urgent",
  },
  {
    message:
      "Our company leased 12 vehicles to a mining contractor, they owe us 3 months rental. We dont want a long court case, we prefer to settle it out of court. Do you people do mediation or arbitration for this kind of thing?",
    intent: "area:arbitration",
  },
  { message: "hello", intent: "greeting" },
  { message: "abeg write me small poem for my keke, I want put am for back glass", intent: "off-topic" },
  { message: "pls I wan see one lawyer 2moro about my okada case, wetin time I fit come?", intent: "booking" },
  { message: "una lawyers de speak Mende? my papa nor sabi English well, na im sign the keke paper", intent: "knowledge:Languages spoken" },
  {
    message:
      "My driver don lock up for Lumley police since yesterday morning, dem say the car wey im drive nor get papers. Na my car, I get all the documents. How I go get am out?",
    intent: "urgent",
  },
  {
    message:
      "the shop wey sell me fridge on hire purchase come inside my house when I nor dey and carry the fridge go. Is that legal? I don pay more than half",
    intent: "legal-question",
  },
  {
    message:
      "Dear Sir, I run a small appliance shop at Kissy and sell fridges, freezers and generators to customers on monthly instalments. I require a standard hire purchase agreement drafted that will protect my business. Kindly advise if this is a service you provide.",
    intent: "area:contract",
  },
  { message: "wat tym u close 2day", intent: "hours" },
  { message: "Mob don gather for junction say my rider na tif, dem de beat am now, police nor dey. Abeg", intent: "safety" },
  { message: "Wetin una law firm de do? na only court case or una de help with business papers too", intent: "services" },
  { message: "Is it going to rain tomorrow in Bo? I want to ride to Kenema", intent: "off-topic" },
  {
    message:
      "I bought a plot at Hastings to build a garage for my rentals and now another man is saying the land is his and has started putting blocks. I need a lawyer for the land matter",
    intent: "area:land",
  },
  { message: "ok tenki ya", intent: "thanks" },
  {
    message: "soldiers take my brother from the motor park at Lunsar yesterday, they say the bike is stolen. he is at the barracks, we cant see him",
    intent: "urgent",
  },
  { message: "what is your email? I want to send scan of the hire purchase agreement", intent: "email" },
  {
    message: "My keke driver disappear with the keke for 3 weeks now and im family say dem nor know where im dey. Can I make his family pay for the keke?",
    intent: "legal-question",
  },
  {
    message:
      "Dem accuse me say I receive stolen okada, I buy am second hand from one man for Makeni. Police release me on bail but I go report every Monday and the case go court. I need lawyer.",
    intent: "area:criminal",
  },
  { message: "I need job as keke driver, una get work?", intent: "off-topic" },
  { message: "the bike", intent: "unknown" },
  { message: "Can I get an appointment with a lawyer on Thursday afternoon? It's about a car I rented out that hasn't come back.", intent: "booking" },
  { message: "una get woman lawyer? I prefer talk to woman about this matter", intent: "team" },
  { message: "Am in London, how do I get in touch with your firm? I have issue with keke I bought for my brother back home", intent: "contact" },
  {
    message:
      "My papa die and lef 2 kekes wey dem de use for work and pay, my stepmother don sell one already. We the children need lawyer to help us with the inheritance matter",
    intent: "area:family",
  },
  {
    message: "customs at the quay don hold our 2 containers of keke spare parts for 3 weeks, dem say the value nor correct. We need lawyer for clear am",
    intent: "area:shipping",
  },
  {
    message:
      "My ex boyfriend na okada man, I refuse give am the bike money he de beat me every time he come. Yesterday he cut my hand. I don run go my aunty house but he de look for me",
    intent: "safety",
  },
  {
    message:
      "We have a small keke hire business and an investor from Ghana wants to buy 40% of it. We need someone to handle the shareholding papers and the investment agreement.",
    intent: "area:business",
  },
  { message: "dem don lock my husband for cell sins yestday for Bo, the okada owner say he owe am. e nor tif anything. pls wetin we go do", intent: "urgent" },
  { message: "if I return the generator now after paying 5 months, will the shop refund me some money?", intent: "legal-question" },
  { message: "wetin be the best oil for okada engine, 20w50 or 10w40?", intent: "off-topic" },
  {
    message: "wetin I go carry come when I de come for the meeting? I get the receipt dem and the paper wey I sign for the bike",
    intent: "knowledge:What to bring",
  },
  {
    message: "We had arbitration with a leasing company last year over some trucks and we won. They still have not paid. Can you help us enforce the award?",
    intent: "area:arbitration",
  },
  { message: "Are you open during lunch hour? I can only come around 1pm", intent: "hours" },
  { message: "Good afternoon, hope you are well", intent: "greeting" },
  {
    message:
      "the bike owner don go police say I run with the bike, but na accident happen and I take am go mechanic. Police call me to come make statement on Monday. I need lawyer go with me",
    intent: "area:criminal",
  },
  {
    message:
      "Ae di ose pipul dem wey sell me generator on credit come with cutlass last night, dem say if me nor pay dem go come back. Me and me pikin dem de hide na neighbour house now",
    intent: "safety",
  },
  {
    message: "OSD officers just came to the shop and took my son, they said he bought a stolen keke. They are putting him in the vehicle now",
    intent: "urgent",
  },
  {
    message: "Can the car hire company keep my deposit because I brought the car back one day late? contract say nothing about that",
    intent: "legal-question",
  },
  {
    message: "I work as driver for one car hire company for 4 years, dem sack me yesterday without pay say the car get scratch. I want take action against dem",
    intent: "area:contract",
  },
  { message: "whats the office number? I want to call not whatsapp", intent: "phone" },
  { message: "Who won Kallon vs East End Lions yesterday", intent: "off-topic" },
  { message: "What areas of law does your firm cover?", intent: "services" },
  { message: "Abeg I wan book appointment for Monday, na about the fridge wey I buy on credit", intent: "booking" },
  {
    message:
      "The landlord of the compound where I keep my rental generators wants to end our lease after 1 year but the lease says 5 years. I need a lawyer to handle this lease issue.",
    intent: "area:land",
  },
  {
    message: "Is Christiana Thomas still working with you? She helped my uncle with his work and pay contract some years back",
    intent: "attorney:Christiana Thomas",
  },
  {
    message: "My husband na okada man, he don comot the house for 6 months and he nor de send anything for the pikin dem. I wan make he pay maintenance",
    intent: "area:family",
  },
  {
    message: "my rider de for Waterloo police station now now, dem beat am and lock am, say na im knock one woman with the bike. Abeg send lawyer",
    intent: "urgent",
  },
  { message: "Can you help me write CV? i wan apply for driver job for NGO", intent: "off-topic" },
  {
    message: "My brother used my name as guarantor without telling me, he forged my signature on the hire purchase form. Am I still liable to pay?",
    intent: "legal-question",
  },
  {
    message:
      "We chartered a small vessel to bring motorbikes from Conakry to Freetown and the owner is now claiming demurrage for delays at the port. We think it's unfair. Can your firm handle this?",
    intent: "area:shipping",
  },
  { message: "Is there legal aid or free help for people who can't pay? I am a widow and my late husband's keke was taken", intent: "knowledge:Fees" },
  { message: "Parlez-vous français? Je suis guinéen, j'ai un problème avec une moto en location", intent: "knowledge:Languages spoken" },
  { message: "Thank you very much for the information, very helpful", intent: "thanks" },
  { message: "How do I register my okada work and pay business properly so I can get bank loan to expand? Right now na just me name", intent: "area:business" },
  { message: "Who are the lawyers in your chambers please", intent: "team" },
  {
    message: "The owner of the keke and his boys are waiting outside my house since morning with sticks, I cannot go out. Please what do I do",
    intent: "safety",
  },
  {
    message: "Me and my partner wey we buy 5 kekes together don quarrel, we nor wan go court. Una fit sit down with us and settle am?",
    intent: "area:arbitration",
  },
  {
    message:
      "My husband was picked up by police this morning at Calaba Town motor park, they say the vehicle he is driving on hire purchase was reported stolen by the dealer. He is still there.",
    intent: "urgent",
  },
  { message: "pls drop una email address", intent: "email" },
  { message: "wetin be hire purchase? na for my commerce homework for school", intent: "off-topic" },
  {
    message:
      "My son is charged with stealing a Bajaj keke and the trial has started. The lawyer we had stopped coming. We need a criminal lawyer to take over the case",
    intent: "area:criminal",
  },
  { message: "what are all the ways to reach you? phone, whatsapp, email?", intent: "contact" },
  { message: "is the office open on friday evening", intent: "hours" },
  {
    message: "The dealer says because I was 3 days late with my payment the whole balance is now due immediately. Is that even allowed under the law?",
    intent: "legal-question",
  },
  { message: "I'd like to schedule a meeting with one of your lawyers about a rental car dispute. I'm in Freetown until the 20th.", intent: "booking" },
  { message: "hmm ok", intent: "unknown" },
  { message: "How much is fuel per litre today", intent: "off-topic" },
  {
    message: "Una de review contract? One company want give me 10 okadas on hire purchase, I wan make lawyer read the paper before I sign",
    intent: "area:contract",
  },
  {
    message: "pls my life de for danger, the man wey I stand guarantor for don run, now the money lender people dem say dem go kill me if I nor pay",
    intent: "safety",
  },
  {
    message: "they don put my broda na cell for Eastern police since friday because of keke wey the owner say e nor return, today na sunday",
    intent: "urgent",
  },
  { message: "I want to make a will so that the 3 cars I hire out go to my children and not my brothers when I die. Can you help?", intent: "area:family" },
  { message: "Una get place for park car? I go come wit my vehicle", intent: "knowledge:Parking" },
  { message: "Una office de near which place for Siaka Stevens street?", intent: "address" },
  { message: "family land matter - my uncles sold the land where our keke garage is built without telling us. Need a land lawyer", intent: "area:land" },
  { message: "Do you sell phone credit? I want buy airtime", intent: "off-topic" },
  {
    message:
      "Does the bike owner have the right to increase the daily payment from 150 to 200 new leones in the middle of the work and pay? We agreed 150 at the start",
    intent: "legal-question",
  },
  { message: "ok bye", intent: "goodbye" },
  {
    message:
      "Good day. Could you please tell me the type of legal services your firm provides? I am setting up a vehicle rental business and may need different kinds of help.",
    intent: "services",
  },
  { message: "abeg dem don hold my rider for Makeni police since 2 days, dem nor allow us see am", intent: "urgent" },
  { message: "wetin time una de open for morning?", intent: "hours" },
  {
    message:
      "Dear Sir/Madam, Our company ordered 200 generators from China for sale on hire purchase. The bill of lading shows 200 units but only 170 were delivered at the port. We wish to pursue a claim against the carrier.",
    intent: "area:shipping",
  },
  {
    message:
      "My nephew is being held at Kissy police station right now. The hire purchase company sent police to his house because he missed payments on a motorbike. He has been there since last night. I am his guarantor and I am very worried.",
    intent: "urgent",
  },
  { message: "best place in freetown for buy second hand fridge cheap?", intent: "off-topic" },
  {
    message: "i buy generator on credit, after 2 weeks e spoil. the shop say I must still pay the balance. Must I pay for something that don spoil?",
    intent: "legal-question",
  },
  {
    message: "my husband don collect the keke money and he de beat me because I ask am for my share. he say he go kill me tonight. I de hide for church",
    intent: "safety",
  },
  {
    message:
      "We are a car rental company and want to open a branch in Bo and bring in a new partner. We need advice on changing our company structure and shareholding.",
    intent: "area:business",
  },
  {
    message: "I need an appointment please, Wednesday 10 am if possible, about a Toyota I rented out for 6 months and the client refuses to return it",
    intent: "booking",
  },
  { message: "what kind of lawyers una get there, dem experienced?", intent: "team" },
  {
    message:
      "I was arrested last month for selling a car that was still on hire purchase, now I am out on bail. Court date is in two weeks. Please I need a defence lawyer",
    intent: "area:criminal",
  },
  {
    message: "police come take my papa from the house just now, dem say na him be guarantor for the bike wey my cousin run with. dem de carry am go CID",
    intent: "urgent",
  },
  {
    message: "I want to buy land at Kossoh Town for a keke park. Before I pay I want a title search to make sure the seller is the real owner.",
    intent: "area:land",
  },
  { message: "how to know if keke engine don knock, e de make noise", intent: "off-topic" },
  { message: "Wetin go happen if I just stop paying for the bike? e go be criminal case or civil?", intent: "legal-question" },
  { message: "pls wetin na una number, I wan call", intent: "phone" },
  {
    message:
      "My wife and I are divorcing. We have 3 kekes on work and pay that we bought together and she says they are all hers. I need a family lawyer for the divorce and the property.",
    intent: "area:family",
  },
  { message: "pls", intent: "unknown" },
  {
    message: "Mi boy don de na police cell for Aberdeen since yesterday morning, dem say e crash the rental car. we nor get money for bail, pls help us",
    intent: "urgent",
  },
  { message: "is there parking near your office for a keke? I'll come with my own keke", intent: "knowledge:Parking" },
  {
    message: "Una fit check the employment contract wey the car hire company give me? Dem say I go pay for any damage from my salary",
    intent: "area:contract",
  },
  { message: "how many km from Freetown to Kabala, I wan drive there friday", intent: "off-topic" },
  { message: "how I go reach una office from Lumley wit keke? which junction I go drop?", intent: "address" },
  {
    message:
      "We have a dispute with the bank over vehicle lease financing. The contract has an arbitration clause. Can your firm represent us in the arbitration?",
    intent: "area:arbitration",
  },
  {
    message:
      "Please help, the men from the finance company broke my door this morning looking for the car. they slapped my wife and said they will come back for me",
    intent: "safety",
  },
  {
    message: "I stood as guarantor for a fellow teacher's motorbike loan. He died last month. Do I now have to pay the remaining balance or is it his family?",
    intent: "legal-question",
  },
  { message: "Salam aleikum", intent: "greeting" },
  {
    message:
      "Port authority say our vessel carrying cars for rental must pay extra fees before discharge at QEII Quay, we think the charge is wrong. need shipping lawyer",
    intent: "area:shipping",
  },
  { message: "how can my brother who is in the provinces contact you? he does not have internet", intent: "contact" },
  { message: "can i meet Mr Conteh about a land issue for our motor park?", intent: "booking" },
  {
    message: "dem don arrest my keke driver and dem de beat am for the station now, Kenema. dem say im nor get license. e don over 24 hours",
    intent: "urgent",
  },
  {
    message:
      "CID don send invitation letter give me say make I come answer question about one car wey go miss from my rental company. I nor tif am. I need lawyer before I go",
    intent: "area:criminal",
  },
  { message: "Hi, what kind of things can your lawyers help with?", intent: "services" },
  { message: "pls wetin be the meaning of depreciation? I have accounting exam tomorrow", intent: "off-topic" },
  {
    message: "The keke owner nor give me receipt for any payment. Now he says I only paid 6 months. If we go court, will I win without receipts?",
    intent: "legal-question",
  },
  { message: "tenki una, God bless", intent: "thanks" },
  {
    message:
      "We run a generator rental business in Makeni and want to take a bank loan for more generators. The bank wants company documents and a board resolution. We need a business lawyer.",
    intent: "area:business",
  },
  { message: "I'd rather write than call. What's the email address?", intent: "email" },
  {
    message: "They took my husband from the house at dawn, police and the dealer's man. He's at Central police. Nobody is telling us anything",
    intent: "urgent",
  },
  {
    message: "my sista pikin wey I de take care of since small, I wan adopt am proper. I get 2 kekes I de run, I wan am to inherit them",
    intent: "area:family",
  },
  {
    message: "What documents should I bring to the consultation? I have the hire agreement, payment receipts and the police report.",
    intent: "knowledge:What to bring",
  },
  {
    message: "driver wey run with my keke don see me for market today, he and im friends dem threaten me with knife. I don run enter one shop, dem de outside",
    intent: "safety",
  },
  { message: "can I come on Sunday after church?", intent: "hours" },
  {
    message:
      "Boundary wahala: our neighbour at Waterloo has moved his fence into the yard where we park our rental vehicles. I need a lawyer to settle the boundary.",
    intent: "area:land",
  },
  { message: "wetin be the price of Bajaj spare tyre now", intent: "off-topic" },
  { message: "Morning, I'd like to come in and talk with someone about my car hire business. When is the next free slot?", intent: "booking" },
  {
    message: "Is it legal for the finance company to put a tracker and switch off my car engine remotely when I'm late with payment?",
    intent: "legal-question",
  },
  { message: "How many of your lawyers are partners?", intent: "team" },
  {
    message: "Abeg come help, police don hold me for station now, dem say the bike wey I de ride na tif bike. I de write this with my friend phone",
    intent: "urgent",
  },
  {
    message:
      "I supply generators to a hotel on a lease-to-own deal and they stopped paying after 4 months. I need a lawyer to enforce the agreement and get my money.",
    intent: "area:contract",
  },
  { message: "Is Ibrahim Jalloh a criminal lawyer? someone told me he is good for police cases", intent: "attorney:Ibrahim Jalloh" },
  { message: "ok, I'll come back later. bye", intent: "goodbye" },
  {
    message:
      "The car dealer and I agreed to mediation instead of court over the vehicle he sold me on hire purchase. Can your lawyers represent me in the mediation?",
    intent: "area:arbitration",
  },
  { message: "pls recommend good mechanic for Toyota Hiace at Kissy", intent: "off-topic" },
  { message: "Can they sell my car at auction after repossession and still ask me to pay the difference?", intent: "legal-question" },
  {
    message:
      "My son rode a rented okada without papers and the traffic police took him and the bike to the station. He's still locked up since yesterday afternoon",
    intent: "urgent",
  },
  { message: "Can I pay your fees small small? I de pay bike money every day so money tight", intent: "knowledge:Fees" },
  {
    message:
      "Good day, a vessel we chartered to carry used cars from Antwerp is refusing to release the cargo at Freetown until we pay more freight. We need help urgently with the charter party dispute.",
    intent: "area:shipping",
  },
  { message: "one group of okada riders say I tif dem colleague bike, dem de chase me, I de hide inside one house for Bo now. pls", intent: "safety" },
  { message: "WhatsApp number?", intent: "phone" },
  { message: "My brother's trial for theft of a rental car ended and he was convicted. We want to appeal. Do you handle appeals?", intent: "area:criminal" },
  { message: "which kind of problems una de solve for people?", intent: "services" },
  { message: "hi there", intent: "greeting" },
  { message: "Can you translate this Chinese generator manual for me?", intent: "off-topic" },
  { message: "If the keke was stolen while I was renting it, do I still have to keep paying the owner?", intent: "legal-question" },
  {
    message:
      "My late father's car rental business is now in dispute between us and my stepmother. He left no will. We need help with letters of administration.",
    intent: "area:family",
  },
  { message: "abeg book me for see lawyer, any day this week, about generator matter", intent: "booking" },
  { message: "ehn so wetin now", intent: "unknown" },
  {
    message: "I want to set up a hire purchase company for motorbikes with foreign investors. Need help with registration, investment agreements and licences.",
    intent: "area:business",
  },
  { message: "they have detained my guarantor at Bo police, the company says he must pay or stay there. he has been there 2 days", intent: "urgent" },
  { message: "best way to reach una?", intent: "contact" },
  { message: "I want to lease out my land at Jui to a keke company for 10 years. Can you prepare the lease document?", intent: "area:land" },
  { message: "Are you open on public holidays like Independence Day?", intent: "hours" },
  {
    message:
      "My rider crashed the bike and it's totally damaged. He says he's not paying anymore because the bike is gone. Who has to bear the loss, him or me?",
    intent: "legal-question",
  },
  { message: "wetin time the Bo bus de comot from Freetown", intent: "off-topic" },
  { message: "email pls", intent: "email" },
  {
    message:
      "Hello, I want someone to review the car rental agreement a company sent me before I sign. It's 12 pages and I don't understand the insurance clauses.",
    intent: "area:contract",
  },
  {
    message: "I'm scared for my life. The dealer's collectors said they know where my children go to school and they'll take them if I don't pay this week.",
    intent: "safety",
  },
  { message: "Does your building have parking for clients?", intent: "knowledge:Parking" },
  {
    message: "police just came to the workshop and are handcuffing my mechanic because a customer's rented car was found there. please hurry",
    intent: "urgent",
  },
  { message: "the shipping company damaged my car during offloading at the quay, na for rental I bring am. I wan claim", intent: "area:shipping" },
  { message: "How much profit can one keke bring in a day? thinking of starting", intent: "off-topic" },
  { message: "We need help enforcing an arbitration award against a transport company that hired our buses and never paid.", intent: "area:arbitration" },
  { message: "Please can I have a consultation by phone? I am in Bo and cannot travel to Freetown", intent: "booking" },
  { message: "Does the owner have the right to keep my national ID card until I finish paying for the bike?", intent: "legal-question" },
  { message: "tell me about your lawyers", intent: "team" },
  { message: "Is your office upstairs or downstairs at 12 Siaka Stevens? I no wan miss am", intent: "address" },
  {
    message: "dem de charge me for conversion for the car wey I rent and nor return on time. Court say make I get lawyer. Una fit defend me?",
    intent: "area:criminal",
  },
  { message: "should i bring the guarantor form i signed and my ID when i come?", intent: "knowledge:What to bring" },
  { message: "thanks for helping", intent: "thanks" },
  { message: "Mi brother de na di police van now, dem de carry am go, say im nor pay for the generator. E nor do anything bad", intent: "urgent" },
  {
    message: "My baby father gave me a keke to run for the child's upkeep but now he has taken it back. I want child maintenance through the court.",
    intent: "area:family",
  },
  { message: "What services do you offer?", intent: "services" },
  {
    message: "The keke owner sent thugs to my house last night, they beat my brother and said they will come back for me. we are not safe here",
    intent: "safety",
  },
  { message: "are una open right now?", intent: "hours" },
  { message: "how to fix fridge wey nor de cold again", intent: "off-topic" },
  { message: "We signed a hire purchase agreement in English but my mother cannot read. Is the contract still binding on her?", intent: "legal-question" },
  { message: "Do any of your lawyers speak Temne?", intent: "knowledge:Languages spoken" },
  { message: "alright, take care, goodbye", intent: "goodbye" },
  { message: "I want an appointment with a land lawyer. What days are you open?", intent: "booking", also: ["hours"] },
  {
    message: "We need help drafting the articles and a shareholders agreement for our new keke fleet company, 5 of us are putting money",
    intent: "area:business",
  },
  {
    message: "My grandfather's land at Mile 91 where we built the keke workshop, my cousins now want to sell it. It's family land, we need help to stop them.",
    intent: "area:land",
  },
  {
    message: "Abeg una fit write agreement between me and the boy wey go ride my okada? I wan make e clear say if bike lost na im go pay",
    intent: "area:contract",
  },
  {
    message:
      "Our association of keke owners wants to set up mediation for disputes between owners and riders instead of going to police every time. Can your firm help with that?",
    intent: "area:arbitration",
  },
  {
    message: "Can your firm help with a customs dispute for motorbikes arriving at Queen Elizabeth II Quay next month? We were overcharged duty last time.",
    intent: "area:shipping",
  },
  {
    message: "Plz hlp my cuzn was arestd at Njala junction by police lst nite n still in cell, the guy he rentd the bike frm said he stole it",
    intent: "urgent",
  },
  {
    message:
      "I'm in Manchester and want to invest in a keke fleet back home with a local partner. I want the business properly registered with me as a shareholder so I'm protected.",
    intent: "area:business",
  },
  { message: "which shipping company is cheapest for sending a car from UK to Freetown?", intent: "off-topic" },
  {
    message: "Mi kuzin sey di bike na fo am bikos e pay 80 percent, bt di owner no wan giv am di papers. Hu get right to di bike naw?",
    intent: "legal-question",
  },
  { message: "Bonjour, je voudrais un rendez-vous avec un avocat pour un problème de location de voiture. Merci", intent: "booking" },
  {
    message: "Dem don surround me for the park, the owner of the bike and im people dem, dem say dem go wound me today. I de inside keke now lock",
    intent: "safety",
  },
  { message: "Hi, what are your working hours?", intent: "hours" },
  {
    message: "Mi wan buy di plot near di Bo-Kenema highway fo build garage fo mi okada dem. Pls una go help me check if di papers dem correct?",
    intent: "area:land",
  },
  { message: "do you have somebody there who knows about property and land, and somebody for criminal? how many lawyers total?", intent: "team" },
  {
    message:
      "Bonjour. I am a Fula trader, I sell generators on credit. Me and my supplier from Guinea have a dispute about 60 generators, our contract says arbitration. We want lawyer for this.",
    intent: "area:arbitration",
  },
  { message: "di police dem cum tek mi papa now now from di shop, dem sey na e sell di tif motor bike. pls cum", intent: "urgent" },
  { message: "Hw do I cnvrt old leones to new leones, I confuse wit the bike price", intent: "off-topic" },
  {
    message:
      "My uncle is facing trial at the High Court for obtaining money by false pretences. People paid him for motorbikes on hire purchase that never came. He is on bail. We need a good defence lawyer.",
    intent: "area:criminal",
  },
  {
    message: "My employer, a car hire company, deducts 200 leones from my salary each week for car insurance. Is he allowed to do that?",
    intent: "legal-question",
  },
  { message: "Can I have the phone number of your office? I am calling from the US.", intent: "phone" },
  {
    message:
      "Me and my husband never married for court, only traditional. He died and left 3 okadas, now his first wife want take all. I need lawyer to help me and my pikin dem",
    intent: "area:family",
  },
  {
    message:
      "Good evening, I'm writing from Birmingham. My brother in Freetown has just been arrested over a car that I bought and handed to a driver on work and pay. He has been at the police station since Monday. What can you do?",
    intent: "urgent",
  },
  { message: "Good evening una", intent: "greeting" },
  { message: "can u help me with my essay on transport in Sierra Leone, due friday", intent: "off-topic" },
  {
    message:
      "Our 3 containers of motorbikes were discharged at Conakry instead of Freetown by mistake. We want to claim against the shipowner for the delay and costs.",
    intent: "area:shipping",
  },
  { message: "Pls fix me an appointment with ur lawyer on Friday, I wnt to discuss the car I rnt out to a company", intent: "booking" },
  { message: "Good day, kindly advise how much a first consultation costs. I want to discuss a guarantee I signed.", intent: "knowledge:Fees" },
  {
    message: "I am a guarantor and the debtor's brothers came to my school today and threatened to beat me in front of my pupils. I am afraid to go home",
    intent: "safety",
  },
  {
    message:
      "We want to supply 200 fridges to a government hospital on instalment terms. Procurement sent us the contract. We need a lawyer to review and negotiate it.",
    intent: "area:contract",
  },
  { message: "una sabi talk Krio? my English nor too good", intent: "knowledge:Languages spoken" },
  { message: "Dem de beat my rider for police station Bo since morning, dem lock am say e nor pay the owner. Abeg una help", intent: "urgent" },
  {
    message: "The keke dealer repossessed my keke but my goods worth 3,000 new leones were inside it, and they refuse to return them. Can they keep my goods?",
    intent: "legal-question",
  },
  {
    message:
      "Good afternoon. Our vehicle leasing company wants to bring in a Lebanese investor. Can your business lawyer handle the whole investment and the agreement?",
    intent: "area:business",
  },
  { message: "Where can I rent a generator for my wedding on Saturday?", intent: "off-topic" },
  {
    message:
      "Dear Sir, I wish to purchase a property at Goderich to use as a car rental office and require conveyancing services, including a search at the Ministry of Lands. Please advise.",
    intent: "area:land",
  },
  { message: "Hw cn I rich una, am in Kono", intent: "contact" },
  {
    message:
      "They arrested my wife at Dove Cot market, the fridge seller brought police saying she didn't finish paying. She's at the station now with the baby",
    intent: "urgent",
  },
  { message: "Kindly provide your email address so I can forward the lease agreement.", intent: "email" },
  {
    message:
      "Pls I need lawyer, dem de accuse me for fraud because the generator I sell on credit the customer say e fake. Police give me bail but I must go court",
    intent: "area:criminal",
  },
  {
    message:
      "My brother-in-law took my late husband's keke and when I asked for it he beat me. Now he sleeps in my compound and says he will finish me. I'm in danger",
    intent: "safety",
  },
  { message: "una de work till wetin time on Friday?", intent: "hours" },
  {
    message: "I rent my car to one man, he use am for carry contraband and police seize the car. Will I get my car back or dem go keep am?",
    intent: "legal-question",
  },
  {
    message: "I would like to meet a lawyer in person to discuss a dispute with a car hire company. Could you schedule me for Monday at 11am?",
    intent: "booking",
  },
  {
    message:
      "Me brother don die and e lef im okada business with 6 bikes. Im children dem small. We want make lawyer help with the estate so the bikes nor scatter",
    intent: "area:family",
  },
  { message: "wetin be the best keke brand for rough road, TVS or Bajaj", intent: "off-topic" },
  { message: "Pls wat kind of law cases una de take?", intent: "services" },
  {
    message:
      "Ma société loue des camions à une entreprise minière. We agreed arbitration in the contract and now there is a dispute over unpaid rentals. Can your arbitration lawyer handle it?",
    intent: "area:arbitration",
  },
  { message: "they just took my son at Wellington, the car owner pointed at him and police put him in the pickup. he's only 19", intent: "urgent" },
  { message: "Is Adama Koroma the one who does arbitration? I heard the name from a friend", intent: "attorney:Adama Koroma" },
  {
    message:
      "The company I rented 4 generators from wants to cancel our agreement before the end and keep my deposit. I need a contract lawyer to enforce the agreement.",
    intent: "area:contract",
  },
  { message: "Can the police arrest me just because I'm late paying hire purchase? isn't it a civil matter?", intent: "legal-question" },
  { message: "pls help me, the okada boys dem burn my keke and now dem de come for my house, dem say I go follow. I de run with my pikin", intent: "safety" },
  { message: "Can you recommend a good car insurance company in Freetown?", intent: "off-topic" },
  { message: "Whr is ur ofis located, any landmark near it?", intent: "address" },
  {
    message:
      "A ship owes us money for the trucks we leased to them for cargo handling at the port. Can you help us arrest the vessel before it leaves Freetown?",
    intent: "area:shipping",
  },
  { message: "thank u so much ooo", intent: "thanks" },
  { message: "Can I see the family lawyer next week about my late husband's kekes?", intent: "booking" },
  { message: "?", intent: "unknown" },
  {
    message:
      "My partner in the car hire business is taking money from the company account without telling me. The company is registered with shares 50/50. I need a business lawyer.",
    intent: "area:business",
  },
  {
    message:
      "Mi husband de na Kenema police since yestade, dem nor gi am food, dem say e mus pay the bike money before dem release am. Pls tell me wetin to do",
    intent: "urgent",
  },
  { message: "Do I need to bring the original documents or are copies fine for the appointment?", intent: "knowledge:What to bring" },
  { message: "Are your lawyers qualified in Sierra Leone or some trained abroad?", intent: "team" },
  {
    message:
      "I bought land from a family in Waterloo to build my rental car park. Now other members of the family say the sale is void and they are taking me to court. I need help",
    intent: "area:land",
  },
  {
    message: "If I sign as guarantor and the buyer misses one payment, can the company come straight to me or must they go to him first?",
    intent: "legal-question",
  },
  { message: "what time does the Lumley motor park close at night", intent: "off-topic" },
  { message: "hey, anybody there?", intent: "greeting" },
  {
    message: "please police are at our gate right now with the dealer, they want to take my father to the station over the generator money. he is sick",
    intent: "urgent",
  },
  {
    message: "Na me be the guarantor and now police say I be accomplice for the bike wey the boy sell. Dem give me bail. I need criminal lawyer for the case",
    intent: "area:criminal",
  },
  { message: "una get another number? the one I call nor de go", intent: "phone" },
  {
    message: "I'm in the US and my ex-wife in Freetown is refusing to let me see my son. I even bought her a keke to support him. I need help with custody.",
    intent: "area:family",
  },
  { message: "hello i wan make appointment. pls wetin i go do", intent: "booking" },
  { message: "My generator de give shock when I touch am, wetin cause am?", intent: "off-topic" },
  {
    message:
      "We signed an agreement with a riders association to settle any dispute through mediation. Now there's a big quarrel over 30 bikes. We need a lawyer for the mediation.",
    intent: "area:arbitration",
  },
  { message: "Is verbal work and pay agreement legal in Sierra Leone? we never write anything, only witness", intent: "legal-question" },
  { message: "if I come at 4:45pm will someone still attend to me?", intent: "hours" },
  { message: "My former rider sends men to follow me home every night, yesterday they stoned my house. I am afraid they will kill me", intent: "safety" },
  {
    message:
      "Good morning. I manage a fleet of 15 cars that we hire out to NGOs. We want our standard rental contract reviewed and updated. Is that something your firm does?",
    intent: "area:contract",
  },
  { message: "How do I reach your firm when I get to Freetown, by phone or do I just walk in?", intent: "contact" },
  {
    message: "dem hold me sista for Tongo police station since Saturday because of generator she buy on credit, today na Monday. Dem say make she pay or stay",
    intent: "urgent",
  },
  { message: "Do you charge per hour or one fixed price for a hire purchase case?", intent: "knowledge:Fees" },
  { message: "who sells solar panels on credit in Bo?", intent: "off-topic" },
  {
    message:
      "We are shipping motorbikes to Guinea from Freetown by sea and the carrier lost 20 bikes. The bill of lading has our name. Can your shipping lawyer take this?",
    intent: "area:shipping",
  },
  { message: "my papa sign hire purchase for fridge, now he die. Must we children pay the balance?", intent: "legal-question" },
  { message: "Good afternoon, does your firm also do non-court work like contracts and registrations? What do you cover?", intent: "services" },
  { message: "I want to convert my sole proprietor keke business into a limited company. Please help", intent: "area:business" },
  { message: "Do you have a consult email? My lawyer in London wants to write to you", intent: "email" },
  { message: "They are taking my brother to Pademba Road now now, court refuse bail for the bike case. We need lawyer today", intent: "urgent" },
  {
    message:
      "Our family land at Lungi where the keke garage sits, the chief now says it's community land and wants to give it to someone else. We need a lawyer.",
    intent: "area:land",
  },
  { message: "Is there a young lawyer on your team? I find it easier to talk to someone my age", intent: "team" },
  {
    message: "some guys from the hire purchase company are hitting my brother on the street right now, they say he owes them. people are just watching",
    intent: "safety",
  },
  { message: "Can I speak French with the lawyer? Mon anglais est faible.", intent: "knowledge:Languages spoken" },
  { message: "I want to come see Fatmata Kamara about my divorce, the kekes are part of the property. How do I book?", intent: "booking" },
  { message: "How do I become a lawyer in Sierra Leone? I'm in SS3", intent: "off-topic" },
  {
    message:
      "The police have invited my driver for questioning over an accident with our rental car where someone died. He has not been arrested. We want a lawyer to go with him.",
    intent: "area:criminal",
  },
  { message: "If the driver who ran away with my car is caught, will the court order him to pay me for all the months he took?", intent: "legal-question" },
  { message: "wey I go park my okada when I come una office? I nor wan make dem tek am", intent: "knowledge:Parking" },
  { message: "Send me your location please, I want to come tomorrow", intent: "address" },
  { message: "see you tomorrow then, bye bye", intent: "goodbye" },
  {
    message:
      "The company gave me work as a driver but now dem want make I sign new contract say the car na hire purchase on me. I nor agree. I need lawyer to look at the contract",
    intent: "area:contract",
  },
  {
    message:
      "Police don tek my keke rider from the roadblock for Kissy since yesterday, say the keke papers nor complete. Na me be owner and I de try get am out",
    intent: "urgent",
  },
  { message: "tell me joke about okada riders pls", intent: "off-topic" },
  { message: "Do you open early on Monday, like 8?", intent: "hours" },
  { message: "Una de do mediation? Me and the keke owner wan settle matter without court, we just need somebody neutral", intent: "area:arbitration" },
  { message: "ok thanks, that helps", intent: "thanks" },
  {
    message:
      "My husband wants to divorce me and take the 2 cars we hire out, saying he paid for them. I contributed too. Please I need help with this divorce.",
    intent: "area:family",
  },
  {
    message:
      "A container of fridges we imported for hire purchase sales was damaged by seawater during the voyage. The insurer and the shipping line are blaming each other. We need a cargo claim lawyer.",
    intent: "area:shipping",
  },
  { message: "Apart from court cases, what else does the chambers do?", intent: "services" },
  {
    message:
      "We want to start a bank-financed motorcycle leasing scheme for riders in Kenema. Need help with the company setup and the financing documents with the bank.",
    intent: "area:business",
  },
  {
    message:
      "The tribunal gave an award in our favour against the company that leased our excavators, but they say they will challenge it. Can your chambers defend and enforce the award?",
    intent: "area:arbitration",
  },
  { message: "pls book me for tomoro morning, i want talk to lawyer about the keke my driver run wit", intent: "booking" },
  { message: "Good morning sir/ma", intent: "greeting" },
  {
    message:
      "We are renting a shop at Kissy Road for our generator business. The landlord sold the building and the new owner is telling us to leave, though our lease still has 3 years. Please we need a land lawyer.",
    intent: "area:land",
  },
  {
    message:
      "My keke driver was picked up at Shell junction this morning and he is still at Kingtom police, they say the keke was used in a robbery. He was not even working last night",
    intent: "urgent",
  },
  { message: "Who is selling okada on work and pay in Kenema? I want one", intent: "off-topic" },
  {
    message: "Sir my neighbour say I tif im generator and he call im boys, dem don break my window and dem de shout say dem go kill me. I de inside, pls",
    intent: "safety",
  },
  { message: "I want to see Mr Sesay about registering our car hire company. Is he available next week?", intent: "booking" },
  {
    message: "Does the hire purchase company have the right to charge me interest on late payments when the paper does not mention interest?",
    intent: "legal-question",
  },
  {
    message:
      "Bonjour, je vends des frigos à crédit. Some customers refuse to pay and I need a lawyer to recover the money under our signed contracts. Can you do it?",
    intent: "area:contract",
  },
  { message: "what days of the week una de work?", intent: "hours" },
  {
    message: "The magistrate has set my sentencing for next week over the motorbike case. I want a lawyer who can argue for a lighter sentence or appeal.",
    intent: "area:criminal",
  },
  { message: "are your lawyers all in Freetown or do some of them cover the provinces?", intent: "team" },
  {
    message: "na since Friday police de hold my husband for Lunsar station, dem say e run with the company car. Nobody de tell us anything. We de outside",
    intent: "urgent",
  },
  { message: "wetin be the current price of second hand Toyota Corolla?", intent: "off-topic" },
  {
    message: "Before I die I want to write a will sharing my 8 okadas between the children of my 3 wives fairly. Can your firm prepare the will?",
    intent: "area:family",
  },
  { message: "Is +232 76 123 456 still your number? it keeps ringing out", intent: "phone" },
  {
    message:
      "Dear Counsel, We are importers of motorcycles. The vessel carrying our consignment arrived 5 weeks late and the charter party provides for liquidated damages. The owners refuse to pay. We seek representation.",
    intent: "area:shipping",
  },
  {
    message: "Can my former employer keep the car I was paying for through salary deduction after they sacked me? I paid 2 years already",
    intent: "legal-question",
  },
  { message: "Abeg, na now now the police de drag my rider comot from im house, dem say na im knock di pikin. E nor even ride yesterday", intent: "urgent" },
  {
    message: "We three friends want to register our keke hire business, as company or partnership. Can una help us do the registration?",
    intent: "area:business",
  },
  {
    message: "My husband's family are in my compound right now saying they will beat me and take the keke my husband left. They already pushed me down. Help",
    intent: "safety",
  },
  { message: "is it safe to leave my car outside your office, is there secure parking?", intent: "knowledge:Parking" },
  {
    message:
      "The rental company we work with in Ghana and us in Freetown disagree about 10 vehicles. The contract says disputes go to arbitration in Freetown. We need an arbitration lawyer.",
    intent: "area:arbitration",
  },
  { message: "wetin be di best way to save money for buy my own keke?", intent: "off-topic" },
  { message: "I need all your contact details, phone and email both, to give my mother", intent: "contact" },
  {
    message: "Good day. I need to set up a meeting with a lawyer about a guarantee I signed for my nephew's motorbike. Please let me know the available dates.",
    intent: "booking",
  },
  { message: "pls una de do title deed? i buy land for put my generators business and the man nor give me conveyance yet", intent: "area:land" },
  { message: "dem arrest my papa for Makeni now as guarantor, dem put am for cell. e old man, e get pressure. Pls do something", intent: "urgent" },
  { message: "Hello, I'd like to know what legal services you offer before I explain my problem.", intent: "services" },
  { message: "about the keke", intent: "unknown" },
  {
    message: "Police kept my brother 5 days without charge last month over a rented car and beat him. He is out now but we want to take action for his rights.",
    intent: "area:criminal",
  },
  { message: "My rider has paid for the bike fully but the papers are still in my name. If he sells it, am I responsible?", intent: "legal-question" },
  { message: "how many hours can a 5kva generator run on a full tank?", intent: "off-topic" },
  { message: "Wetin document una want make I bring for the appointment? I get only the hire purchase book", intent: "knowledge:What to bring" },
  {
    message: "My employer, a car hire company, owes me 4 months salary and now they want me to resign. I need help with my employment dispute.",
    intent: "area:contract",
  },
  { message: "Are you still open at this hour? it's 6pm", intent: "hours" },
  {
    message:
      "My guarantor and me are both being threatened by the dealer's debt collectors. They came with a gun last night and said we have until Sunday. We have gone into hiding",
    intent: "safety",
  },
  {
    message: "My wife took our son to Guinea after we quarrelled over the okada business money. I want custody and to bring him back. Please help.",
    intent: "area:family",
  },
  { message: "what email do i use to contact una", intent: "email" },
  {
    message:
      "The police came to the garage just now and put my father and two mechanics in their vehicle over a car the finance company says we are hiding. They are driving to Kissy station",
    intent: "urgent",
  },
  { message: "Can I book a WhatsApp call with a lawyer? I am in Ghana.", intent: "booking" },
  {
    message:
      "Customs at the quay has seized our rental minibuses saying the import declaration was wrong. We need a shipping and customs lawyer to get them released.",
    intent: "area:shipping",
  },
  { message: "wetin be the names of una lawyers dem?", intent: "team" },
  { message: "ok goodnight", intent: "goodbye" },
  {
    message:
      "Dear Sir, Our company provides motorcycles to riders on a lease-to-own basis. We intend to restructure our board and issue new shares to a microfinance partner. Kindly advise whether your firm can assist with the corporate governance aspects.",
    intent: "area:business",
  },
  { message: "How much does it cost to ship a keke from India?", intent: "off-topic" },
  { message: "Tell me about Abdul Rahman Sesay, what does he specialise in?", intent: "attorney:Abdul Rahman Sesay" },
  {
    message: "dem don hold my boy for Bo central police since yesterday, the woman wey rent am the keke say e nor return am. e de cry for inside",
    intent: "urgent",
  },
  {
    message:
      "The land where we built our motor park was sold twice by the same family. Now the other buyer has brought surveyors. We need a lawyer for this dispute.",
    intent: "area:land",
  },
  { message: "thank you sir", intent: "thanks" },
  {
    message:
      "the man I rented my car to has my address and keeps coming at night banging on my door with a machete, demanding I drop the case. I'm scared for my children",
    intent: "safety",
  },
  { message: "Can a guarantor be sent to prison if he doesn't pay the debt?", intent: "legal-question" },
  { message: "una get lawyer wey sabi Fula? my uncle prefer talk for Fula", intent: "knowledge:Languages spoken" },
  {
    message:
      "Can your firm mediate between me and my 12 keke drivers? They formed a group and stopped paying until I reduce the daily money. I don't want police or court.",
    intent: "area:arbitration",
  },
  {
    message:
      "My brother was taken from the Kenema lorry park by soldiers this morning. They say the motorbike he was riding belongs to a soldier. We don't know where he is held",
    intent: "urgent",
  },
  { message: "I need a number to call, not email", intent: "phone" },
  {
    message:
      "I'm accused of receiving a stolen car I bought from a rental company employee. Police say I must report to CID. I want a lawyer from the start, before any charge",
    intent: "area:criminal",
  },
  { message: "Which app can I use to track my keke drivers' daily payments?", intent: "off-topic" },
  { message: "una go open on Eid day?", intent: "hours" },
  { message: "I'd like a consultation about repossessions. My schedule is flexible, mornings are best.", intent: "booking" },
  {
    message: "My mother died and my stepfather is holding on to her keke and generator business. I want to claim what she left for me and my sisters.",
    intent: "area:family",
  },
  { message: "I need a lawyer but I don't know which type. What areas does your firm deal with?", intent: "services" },
  {
    message: "mi okada rider don send pipul fo beat mi today bikos I ask for di money. Dem bit mi bad, mi de bleed, dem say dem go kam back tonaite",
    intent: "safety",
  },
  { message: "I'm in Accra, how can I reach your office? calls are expensive", intent: "contact" },
  {
    message: "police come for di house now wit di man wey sell us di freezer, dem say dem de carry my mama go station. she de cry. wetin we go do",
    intent: "urgent",
  },
  {
    message:
      "We have a supply deal with an Indian keke manufacturer for 50 units a year. The distributor agreement is up for renewal and we need a lawyer to redraft it.",
    intent: "area:contract",
  },
  { message: "Abeg I go need bring witness or just the documents when I come?", intent: "knowledge:What to bring" },
  { message: "Where do clients usually park when they come to Siaka Stevens Street?", intent: "knowledge:Parking" },
  {
    message: "Our generators were damaged by a crane operator during offloading at the quay. We need a lawyer to claim for the damage.",
    intent: "area:shipping",
  },
  {
    message: "We are a microfinance company that funds okada riders. We need help with our loan documents and Bank of Sierra Leone requirements.",
    intent: "area:business",
  },
  { message: "pls wetin be the name of the guy wey de fix generator for Congo Town", intent: "off-topic" },
  { message: "Hello Kamara chambers", intent: "greeting" },
  {
    message:
      "Our contract with the keke dealer says any dispute must go to arbitration. He has refused to deliver 8 kekes we paid for. Can you start the arbitration for us?",
    intent: "area:arbitration",
  },
  { message: "Please make an appointment for me with a criminal lawyer. Police want to question me on Tuesday about a rented motorbike.", intent: "booking" },
  {
    message: "Boundary dispute in Makeni: my neighbour say half my yard where I keep rental kekes na im own. We need a lawyer and a survey.",
    intent: "area:land",
  },
  { message: "bye for now", intent: "goodbye" },
  {
    message:
      "I am looking for a lawyer to help me adopt my late brother's two children. He left them a car that is rented out and I want to manage it for them properly.",
    intent: "area:family",
  },
  {
    message:
      "My uncle who I stood guarantor for has told his friends to deal with me because I reported him. Two of them attacked me near my house this evening. I am hurt and afraid",
    intent: "safety",
  },
  { message: "Hi, can I come in on Thursday at 2pm to discuss my hire purchase problem with a lawyer?", intent: "booking" },
  {
    message: "Abeg una de handle work and pay agreement case? My driver don stop pay since 2 months and e still de use the keke. I wan enforce the agreement",
    intent: "area:contract",
  },
  { message: "una office open 9 to 5 every day?", intent: "hours" },
  {
    message:
      "My driver is on bail for causing death by dangerous driving in one of our rental cars. The trial starts next month and he needs a defence lawyer.",
    intent: "area:criminal",
  },
  { message: "Which of una lawyers de handle money and contract matters? I nor know any of dem name", intent: "team" },
  {
    message:
      "I sent a car from Baltimore to Freetown on a RoRo ship and it arrived with engine parts missing. The shipper says it's the port's fault. Can you help me claim?",
    intent: "area:shipping",
  },
  {
    message: "We want to merge our two keke hire businesses into one company. Need a business lawyer to handle the shares and registration.",
    intent: "area:business",
  },
  {
    message:
      "A mediator was appointed between us and the generator leasing company but they keep not attending. Can your arbitration team represent us and push this forward?",
    intent: "area:arbitration",
  },
  { message: "Is this a full law firm or do you only do one kind of case?", intent: "services" },
  { message: "grateful, thank you", intent: "thanks" },
  { message: "How much for a lawyer to draft a hire purchase agreement? roughly", intent: "knowledge:Fees" },
  { message: "is una office for town or for east? i de come from Wellington. and wetin time una close?", intent: "address", also: ["hours"] },
];
