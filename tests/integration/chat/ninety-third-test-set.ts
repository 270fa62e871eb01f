import type { LabelledMessage } from "@/lib/chat/examples/labelled-message";

// Chop bars, cookshops, roadside food sellers and their customers, suppliers and landlords (Freetown, Makeni, Bo, Kenema) — writers: (1) Mammy Kadie, 55, chop bar owner on Kissy Road, Freetown, Krio on an old Itel phone; (2) Foday, 24, roadside roast-corn and suya seller in Kenema, SMS shorthand and typos; (3) Mrs Elizabeth Cole, 63, retired teacher running a cookshop in Bo, formal letters; (4) Alhaji Sorie, 48, rice and palm-oil supplier in Makeni, voice-to-text Krio-English; (5) Aminata, 33, cookshop owner at Lumley, long stories; (6) Brima, 21, okada rider delivering for chop bars in Freetown, short fragments; (7) Pa Alimamy, 70, landlord of shop rooms in Kenema writing through his grandson in plain English; (8) Fanta, 39, nurse in London whose sister runs a chop bar in Makeni, emails
export const NINETY_THIRD_TEST_SET: LabelledMessage[] = [
  { message: "Kushe o. Good morning una.", intent: "greeting" },
  { message: "police don carry my cook go Kissy station since 6 o'clock this morning, dem say e tief one customer phone. abeg una help me", intent: "urgent" },
  {
    message:
      "I have a small plot behind the Bo lorry park where I want to build a proper cookshop with a zinc roof and a cold room. I bought it from an old man in 2019 and I have a receipt and a sketch. Now his children are saying it is family land and he had no right to sell. I need a lawyer to look at my papers and stand for me.",
    intent: "area:land",
  },
  { message: "wat is d best way to charge my phone wen NEC light off all day, i sell suya at nite n need torch", intent: "off-topic" },
  {
    message:
      "My landlord in Kenema wants to raise the rent for my chop bar from 1.5 million to 4 million in the middle of the year. We signed for two years and I paid the first year in full. Is he allowed to increase it before the two years finish?",
    intent: "legal-question",
  },
  { message: "Una de open Saturday? Na weekdays I de cook, na only Saturday I free", intent: "hours" },
  {
    message:
      "the man who supply me firewood came to my stall last night with 2 boys and said if i dont pay him by friday he will burn my place with me inside. i am afraid to even open today",
    intent: "safety",
  },
  {
    message:
      "Good day. I would like to register my cookshop in Bo as a business name so that I can open an account with the bank in its name. Does your firm handle this?",
    intent: "area:business",
  },
  {
    message:
      "Supplier collect 3 million from me for 20 bag rice since January, no rice reach, now e no de pick phone. I dey Makeni. I need lawyer fo dis matter.",
    intent: "area:contract",
  },
  { message: "how many lawyers una get dey? any woman among dem", intent: "team" },
  { message: "Pls my brodar dey in Kenema police cell since yday dem say e sell spoil meat n sum1 fall sick. dem no gree release am", intent: "urgent" },
  { message: "Abeg how I go cook cassava leaf wey no go bitter? my customers de complain say e bitter", intent: "off-topic" },
  {
    message:
      "My husband and I opened our chop bar together on Kissy Road eleven years ago. I do the cooking and he keeps the money. Last year he moved in with another woman in Wellington and now he comes only to collect the takings. He says the business must be sold and he will take half. I want a divorce and I need someone to handle it for me.",
    intent: "area:family",
  },
  {
    message:
      "Dear Sir/Madam, I import frozen chicken and fish for my restaurant and cold store in Freetown. One of my reefer containers has been held at Queen Elizabeth II Quay for three weeks while the shipping line and customs argue over papers, and I am told the power supply to it is not reliable. I should be grateful if your firm could act for me in this matter. Yours faithfully, E. Cole",
    intent: "area:shipping",
  },
  {
    message: "one customer eat n refuse 2 pay, wen i hold im shirt he went 2 police n say i assault him. police invite me 4 statement monday. need lawyer",
    intent: "area:criminal",
  },
  { message: "I want to come and see a lawyer about my cookshop lease, which day next week is free?", intent: "booking" },
  { message: "tenki tenki, God bless una", intent: "thanks" },
  {
    message:
      "Me and my partner get palava over the chop bar profit. We no wan go court because we na family. Una fit put neutral person between we make we settle am?",
    intent: "area:arbitration",
  },
  {
    message:
      "The council told all of us selling food along Bo-Kenema highway to move for the road work. I have been there 9 years. If I close my stall, do they have to pay me anything? Is there a law for that?",
    intent: "legal-question",
  },
  { message: "wetin be una phone number", intent: "phone" },
  {
    message:
      "Dear Sir, I am writing on behalf of my younger brother who manages our family cookshop in Bo. He was arrested at about 7 pm yesterday by officers from Bo central police station after a quarrel with a customer over a bill, and he is still being held there this morning. We have not been told whether he will be charged. I should be grateful for your urgent assistance.",
    intent: "urgent",
  },
  {
    message: "I have been asked to be one of the judges at the Bo jollof festival on Sunday. What should I look for when I score the jollof?",
    intent: "off-topic",
  },
  { message: "where una office de? I wan come from Wellington", intent: "address" },
  {
    message:
      "My husband beat me again this morning because the chop bar money was short by 200 thousand. He said tonight he will finish me. I am at the market now and I don't want to go home.",
    intent: "safety",
  },
  {
    message:
      "lan wahala. di landlord of my cookshop sell di whole building to another man and di new man say make I comot end of month. I get 2 years left pan my paper. I need lawyer",
    intent: "area:land",
  },
  { message: "What kind of cases does your firm take? I run a small food business and want to know if you help people like me.", intent: "services" },
  {
    message:
      "A customer slipped on the wet floor in my chop bar on Saturday and broke her arm. Her family came yesterday and said they will take me to court. Will the court make me pay her hospital bill and more?",
    intent: "legal-question",
  },
  {
    message: "dem lock my wife for Makeni central police, na she cook fo di restaurant, dem say food poison kill one man. she inside since two days now",
    intent: "urgent",
  },
  { message: "email pls", intent: "email" },
  { message: "how much una de charge for consultation? I na small chop seller I no get plenty money", intent: "knowledge:Fees" },
  {
    message:
      "I want to take a loan from the bank to expand my chop bar into a proper restaurant, but the bank says I need company papers first. Can you help me register the company and look at the loan papers?",
    intent: "area:business",
  },
  {
    message:
      "I supply pepper soup and rice to a mining company's staff canteen near Kenema for eight months. They owe me for four months now, about 18 million leones. I have all the invoices and delivery notes signed by their storekeeper. I need help to recover my money.",
    intent: "area:contract",
  },
  { message: "abeg i get one kasala", intent: "unknown" },
  {
    message:
      "They charged my son with stealing from the cookshop where he worked. The case is at Kenema magistrate court next month. He is on bail now. We need a lawyer to defend him.",
    intent: "area:criminal",
  },
  { message: "wat tym u close 2day", intent: "hours" },
  { message: "Good afternoon", intent: "greeting" },
  {
    message:
      "My dried fish cargo coming from Conakry was lost when the boat capsized near Shenge. The boat owner refuses to pay anything. I want your firm to take up the claim.",
    intent: "area:shipping",
  },
  {
    message:
      "Some boys de come my stall for Lumley every night, dem say na dem area, I must pay dem or dem go cut me. Last night dem show me cutlass. I fraid bad",
    intent: "safety",
  },
  { message: "Can I book a consultation with Ibrahim Jalloh for Thursday morning?", intent: "booking" },
  { message: "Please who are the lawyers in your chambers?", intent: "team" },
  {
    message: "Abeg, if my landlord lock di shop wit my pot dem and gas cylinder inside because I owe two month, e get right fo do dat?",
    intent: "legal-question",
  },
  { message: "police deh na mi cookshop now now, dem wan carry mi man, dem say e buy tief goat. wetin a go do", intent: "urgent" },
  { message: "contract for my MTN data bundle how to cancel it, auto renew keep taking my credit", intent: "off-topic" },
  {
    message:
      "My father owned three chop bars in Makeni and died last month without a will. My stepmother has taken the keys and the takings. We want to sort out the estate properly. Please help.",
    intent: "area:family",
  },
  { message: "Do you people do mediation? I want to settle a quarrel with my rice supplier without going to court.", intent: "area:arbitration" },
  { message: "ok bye bye", intent: "goodbye" },
  { message: "how I go reach una?", intent: "contact" },
  { message: "write me a business plan for a small chop bar in Makeni with 3 staff", intent: "off-topic" },
  {
    message:
      "Good morning. The man I rent my cookshop from comes every night drunk and bangs the door, saying he will deal with me and my daughters. Last night he tried to force himself on my eldest who sleeps in the back room. We have nowhere else to go.",
    intent: "safety",
  },
  { message: "me n 2 friends want open food company, cater 4 events n weddings. hw we go share d shares n make am legal", intent: "area:business" },
  {
    message: "My worker who fry fish for me left without notice and took two weeks pay in advance. Can I keep his ID card till he pays back? Is that legal?",
    intent: "legal-question",
  },
  { message: "I de write from inside di cell for Bo police. Dem hold me since Friday night for fight for di chop bar. Abeg send lawyer", intent: "urgent" },
  { message: "Una lawyer dem sabi Mende? My mama no sabi English, she go come with me.", intent: "knowledge:Languages spoken" },
  {
    message:
      "Last year I spent two weeks in Pademba Road because a customer lied that I poisoned him. The case was struck out in March. Now I want to go after the man who lied on me and the officer who beat me in the cell.",
    intent: "area:criminal",
  },
  {
    message:
      "Dear Sir/Madam, I have been offered an agreement to supply 300 packed lunches daily to a construction company in Bo. The draft contains penalty clauses for late delivery which I do not fully understand. I would like a lawyer to review it before I sign. Kind regards, Elizabeth Cole",
    intent: "area:contract",
  },
  { message: "container of cooking oil held by customs at quay, clearing agent say more duty. help", intent: "area:shipping" },
  { message: "abeg I wan see lawyer tomorrow bout my shop palava", intent: "booking" },
  { message: "wat time d Air Peace flight land 4 Lungi tonite, my sista bring pots 4 my shop", intent: "off-topic" },
  { message: "Good evening, are you open during lunch hour? I can only leave my restaurant between 1 and 2.", intent: "hours" },
  { message: "Is Isatu Bangura still with your firm? She helped my aunt with her shop years ago.", intent: "attorney:Isatu Bangura" },
  {
    message:
      "My father's land in Bo is where I have my chop bar. Since he died my cousins say that because I am a woman I cannot inherit his share and they want me out. Is that true under the law?",
    intent: "legal-question",
  },
  { message: "soldiers took my boy from the roadside stall at Waterloo checkpoint. dem say e no get ID. e de dem camp now since morning", intent: "urgent" },
  {
    message: "na so my supplier wife de threaten me say she go send people fo beat me, dem come yesterday sidom watch my shop whole day. me fraid fo go out",
    intent: "safety",
  },
  {
    message: "I run a cookshop in Kenema and I want to adopt my late sister's two children who live with me. How do I start? I need a lawyer to guide me.",
    intent: "area:family",
  },
  { message: "how much is bag of rice in Makeni this week", intent: "off-topic" },
  { message: "Do you only do court cases or also papers like agreements and registration?", intent: "services" },
  {
    message:
      "I rent four shop rooms to chop bar people in Kenema. One of them has not paid for six months and refuses to leave. I want the legal way to get him out.",
    intent: "area:land",
  },
  {
    message: "We got an arbitration award against a caterer who did not deliver the food for our wedding, but she refuses to pay. We need help enforcing it.",
    intent: "area:arbitration",
  },
  { message: "Could you give me your email address so I can send the documents?", intent: "email" },
  { message: "Pls hlp my mum arestd dis mornin at her fufu stall in Bo, d council police took her n she stil at d station", intent: "urgent" },
  { message: "Thank you for the information, very helpful.", intent: "thanks" },
  { message: "20ft container of rice, how many bags fit inside", intent: "off-topic" },
  {
    message:
      "I want to report a man who stole the generator from my chop bar. I know where he lives and I have seen it in his compound. I want him prosecuted.",
    intent: "area:criminal",
  },
  { message: "How do I get a food business licence from Freetown City Council? Can your firm handle the licence for me?", intent: "area:business" },
  {
    message: "My business partner used our chop bar money to build his own house at Goderich. If I take him to court, will I get my share back?",
    intent: "legal-question",
  },
  {
    message:
      "Dear Madam, I would like to arrange a consultation regarding the lease of my restaurant premises at Hill Station. Kindly let me know an available date this month.",
    intent: "booking",
  },
  { message: "u get lady lawyer? i prefer talk to woman", intent: "team" },
  { message: "Can I park my van at your office? I will come straight from the market with the food supplies.", intent: "knowledge:Parking" },
  {
    message:
      "The fishing boat that supplies fish to my restaurant was seized by the navy for fishing in the wrong zone. The owner is my cousin and we need a lawyer for the boat.",
    intent: "area:shipping",
  },
  { message: "my husband in remand for Pademba since last week, na small quarrel with customer, we no get lawyer", intent: "urgent" },
  { message: "I hire builder to build my cookshop kitchen, pay him 12 million, e build only foundation and run. Bo. help me", intent: "area:contract" },
  { message: "who won d match yday Kallon vs East End Lions", intent: "off-topic" },
  { message: "Una get WhatsApp? I wan send voice note", intent: "phone" },
  {
    message: "someone keep calling me saying they know where my children go to school and that they will take them if i dont close my chop bar. im shaking",
    intent: "safety",
  },
  {
    message: "I want to make a will so that my chop bar goes to my daughter and not to my husband's brothers. Can you help draw it up?",
    intent: "area:family",
  },
  { message: "Alright, I will come back later. Bye.", intent: "goodbye" },
  { message: "Which street is your Bo office on? Near which landmark?", intent: "address" },
  {
    message:
      "We are three women who contribute osusu for our cookshops and one has refused to pay back her turn. We want a neutral person to settle it, not police.",
    intent: "area:arbitration",
  },
  { message: "If the city council demolish my roadside kiosk without notice, can I claim compensation?", intent: "legal-question" },
  { message: "Good day I need help", intent: "unknown" },
  { message: "Police are at the door now to arrest my mother over unpaid market dues. They are pushing in. please what do we do", intent: "urgent" },
  { message: "How do I repair my deep freezer, it stopped cooling and the fish for my chop bar will spoil", intent: "off-topic" },
  { message: "Una de open tomorrow? Na holiday?", intent: "hours" },
  { message: "wetin una de do? na only land matter or other tins too", intent: "services" },
  {
    message:
      "Na mi papa lan we build di cookshop pan for Makeni. Now boundary wahala with neighbour wey say e fence pass inside we yard. I wan surveyor and lawyer.",
    intent: "area:land",
  },
  { message: "What documents should I bring when I come about my shop rent problem?", intent: "knowledge:What to bring" },
  { message: "I want to meet Christiana Thomas on Monday about the cook I dismissed who is now claiming money from me.", intent: "booking" },
  { message: "Good day, how can I contact your office from Kenema?", intent: "contact" },
  { message: "Mek I come see una Friday 10 o'clock? bout di rice supplier wey chop mi money", intent: "booking" },
  {
    message: "Good morning. I supply palm oil to cookshops around Makeni and I am in Freetown most Wednesdays. What time does your office open in the morning?",
    intent: "hours",
  },
  {
    message:
      "Mi sista de na Kenema police station since last night. Na im get di chop bar near di lorry park. Dem say she sell food wey make pikin dem sick. Dem no gree give am bail, abeg una come quick",
    intent: "urgent",
  },
  { message: "we de play football on d basketball court behind my cookshop, wat size d court supposed to be", intent: "off-topic" },
  {
    message:
      "I want to buy a small land near the Kenema-Bo highway to set up a roadside food joint. I need someone to do the title search before I pay the seller.",
    intent: "area:land",
  },
  {
    message:
      "I have been selling cooked food under the big mango tree at the Makeni clock tower junction for twelve years. Everybody knows my rice and plasas. Last month a man came with papers saying the spot is part of his land and that I must pay him 500 thousand every month or leave. Nobody ever asked me for money there before. Does he have the right to make me pay after I have been there so long?",
    intent: "legal-question",
  },
  {
    message: "wetin I go do, one customer wey I refuse credit come back wit knife and say e go wait for me when I close tonight. e still de stand outside",
    intent: "safety",
  },
  {
    message:
      "We are a family with three chop bars in Freetown. We want to put them all under one company and give shares to the children. Can you set this up for us?",
    intent: "area:business",
  },
  { message: "Which lawyers do you have in the Bo office?", intent: "team" },
  {
    message:
      "I want a liar to check the agreement for supply of chicken to my restaurant the supplier want me to sign for one year with no way out and price go up every month",
    intent: "area:contract",
  },
  { message: "Hello good evening to you", intent: "greeting" },
  { message: "Pls wat is ur email i want send my tenancy paper", intent: "email" },
  {
    message:
      "Good day, I bought two containers of frozen turkey wings from Brazil for my cold store and the chop bars I supply in Bo. The clearing agent collected money for the duty, but the goods are still sitting at the quay and the agent now says there is demurrage of many millions. I think he used the duty money for something else. I need your firm to handle this against the agent and get the goods released.",
    intent: "area:shipping",
  },
  {
    message:
      "My sister who runs the chop bar in Makeni is divorcing. Her husband says he will apply for the two children because she works late at the chop bar. We want to file for custody for her before he does.",
    intent: "area:family",
  },
  { message: "URGENT!!! police hold my shop boy since morning for Bo, dem say e tief customer money. E still dey dey.", intent: "urgent" },
  { message: "pls give me a short speech for the opening of my new chop bar on Saturday", intent: "off-topic" },
  {
    message:
      "Dear Sir/Madam, Our association of cookshop owners in Kenema has a long-running disagreement with the market management committee over stall allocations. We would prefer to resolve it through mediation rather than litigation. Does your firm provide such services? Yours faithfully, Secretary, Kenema Cookshop Owners Association",
    intent: "area:arbitration",
  },
  {
    message:
      "my small brother was released from Kenema police yesterday after 3 days but they said he will be charged for fighting at my chop bar. we need lawyer before court",
    intent: "area:criminal",
  },
  { message: "i wnt 2 mit lawyer 4 my lan case nxt wk tuesday, pls book me", intent: "booking" },
  {
    message:
      "My sister wants a divorce from her husband who runs the chop bar with her. Roughly how much would your firm charge for a divorce? Can she pay in parts?",
    intent: "knowledge:Fees",
  },
  { message: "Can I call your office directly? What number? And the email too please.", intent: "phone", also: ["email"] },
  {
    message:
      "A council officer took my cooking pot and gas cylinder from my roadside stall because I had no permit. Can they take my things like that? Will I get them back?",
    intent: "legal-question",
  },
  {
    message: "My grandmother tells a story about a goat left in the custody of a lazy cook. Anyway, what is the recipe for goat pepper soup?",
    intent: "off-topic",
  },
  {
    message:
      "Dear Sir/Madam, my sister in Makeni has just called me in London in tears. Police came to her chop bar about an hour ago and took her husband away in handcuffs, saying he received stolen cooking gas. He is now at Makeni police station. Please, can someone from your firm go there today? I will pay whatever is needed. Fanta",
    intent: "urgent",
  },
  { message: "Hello, I'd like to know what services your firm provides. Do you help small businesses?", intent: "services" },
  { message: "Do you have a lawyer who speaks Temne? My father only speaks Temne.", intent: "knowledge:Languages spoken" },
  {
    message:
      "Dear Sir, I am the owner of a building on Hangha Road, Kenema, with four shop rooms let to cookshop operators. I wish to have proper written tenancy agreements for all of them. Please can your firm assist? Pa Alimamy",
    intent: "area:land",
  },
  { message: "are una open until 5? I go finish cook by 4", intent: "hours" },
  {
    message:
      "Since I refused my ex-boyfriend's money for my cookshop he has been waiting by my stall each night. Yesterday he grabbed my neck and said next time he will not let go. I now sleep at my friend's place.",
    intent: "safety",
  },
  {
    message:
      "I employed a cook for my restaurant in Freetown with a written contract. She now says I dismissed her unfairly and wants six months pay. I need a lawyer to look at it.",
    intent: "area:contract",
  },
  { message: "hw 2 make zobo drink n keep am cold 4 sale", intent: "off-topic" },
  { message: "How do I close my company? We had a catering business that failed and we want to close it properly.", intent: "area:business" },
  { message: "Abeg! Dem don carry mi pikin go station since yesterday night for Kissy, say e wan tief pan chop bar. dem no free am yet", intent: "urgent" },
  { message: "Exactly where in Freetown is your office? I know Siaka Stevens Street but which side?", intent: "address" },
  { message: "If my supplier delivered rotten onions and I refused to pay, can he take me to court? Who is right?", intent: "legal-question" },
  {
    message: "The police want to charge me because someone got sick after eating in my cookshop. They gave me a summons for next week. Can you defend me?",
    intent: "area:criminal",
  },
  { message: "any parking space for okada near una office", intent: "knowledge:Parking" },
  { message: "Good afternoon, I'd like an appointment with a lawyer. My landlord is trying to evict my cookshop.", intent: "booking" },
  { message: "mediation 4 supplier palava?", intent: "area:arbitration" },
  { message: "Many thanks for your quick reply.", intent: "thanks" },
  {
    message:
      "Di ship wey carry mi onion bag dem from Holland arrive with half di onion rotten. Di shipping company say na not dem fault. I wan claim mi money.",
    intent: "area:shipping",
  },
  { message: "they took my husband from our cookshop in Kenema at 2am. no one will say where he is. family say he is at the CID. please", intent: "urgent" },
  { message: "Is it healthy to eat fried food every day? I eat at the chop bar all the time.", intent: "off-topic" },
  { message: "Mi mama don die, she get chop bar for Bo. Mi brother dem wan share am but she write will. We need lawyer fo di estate.", intent: "area:family" },
  { message: "who be di big lawyer for una office, di senior one?", intent: "team" },
  { message: "Can my employer at the restaurant deduct money from my salary for plates I broke?", intent: "legal-question" },
  {
    message: "For the meeting next week about my late husband's cookshop, should I bring the death certificate and the shop receipts?",
    intent: "knowledge:What to bring",
  },
  { message: "ok so", intent: "unknown" },
  { message: "how can i get in touch wit una from Bo", intent: "contact" },
  {
    message: "writing frm phone they allowed me to use, im at Lumley police, been here since yday evening over a fight at my chop bar, pls call my wife",
    intent: "urgent",
  },
  {
    message: "A carpenter took 4 million to make benches and tables for my chop bar. Three months now, only two benches. I want my money or the tables.",
    intent: "area:contract",
  },
  { message: "trial version of POS software for my restaurant expired, how do I renew", intent: "off-topic" },
  {
    message:
      "My husband's family have said they will deal with me if I don't hand over the cookshop to his brother. Two men followed me home last night. I'm scared for my kids.",
    intent: "safety",
  },
  { message: "Wetin I need fo register restaurant as company? Abeg una de do am?", intent: "area:business" },
  { message: "do u work on sundays or public holiday", intent: "hours" },
  {
    message: "The survey plan of the land where my chop bar stands doesn't match the deed. I need a lawyer and a surveyor to fix it before I sell.",
    intent: "area:land",
  },
  { message: "Tell me about Christiana Thomas, what kind of cases does she handle?", intent: "attorney:Christiana Thomas" },
  { message: "Is there free legal help for poor people? I sell roasted groundnut by the roadside.", intent: "knowledge:Fees" },
  { message: "I'd like to schedule a consultation with Hawa Turay at the Bo office regarding my cookshop lease.", intent: "booking" },
  { message: "mi pikin homework: wetin be sentence wey get subject, verb and object? give example", intent: "off-topic" },
  { message: "If I don pay rent fo one year and di landlord die, im pikin dem fit drive me comot?", intent: "legal-question" },
  { message: "pls dey beat my broda inside d cell 4 Kenema, e dey since 2 days, dem say e sell bushmeat wey dem ban", intent: "urgent" },
  { message: "Someone burned my roadside stall at night. I know who did it. I want him arrested and charged.", intent: "area:criminal" },
  { message: "Please send me the email for consultation.", intent: "email" },
  { message: "hi", intent: "greeting" },
  {
    message: "E don tay since di landlord man de touch mi pikin gyal wey de sell for mi stall. Today e tell am say e go kill am if e talk. Wetin we go do?",
    intent: "safety",
  },
  { message: "Una de handle all kind of case? Like business, contract, family?", intent: "services" },
  {
    message:
      "We chartered a small vessel to bring palm oil from Bonthe to Freetown and the crew dumped half the drums at sea in bad weather. We want compensation from the owners.",
    intent: "area:shipping",
  },
  { message: "Parlez-vous français? Mon frère tient un restaurant à Kenema.", intent: "knowledge:Languages spoken" },
  { message: "price of gas cylinder refill in Bo today?", intent: "off-topic" },
  {
    message:
      "Our restaurant signed a deal with a drinks company to sell only their drinks. They promised a fridge and a signboard but never delivered, and now they want to fine us for selling another brand. Can you review the agreement?",
    intent: "area:contract",
  },
  {
    message:
      "I want to marry my partner who runs the cookshop with me, but we want something proper about who owns the business. Can you help with the marriage?",
    intent: "area:family",
  },
  { message: "Abeg mek I get appointment wit lawyer dis week. Na bout di contract wit mi rice supplier.", intent: "booking" },
  {
    message: "My uncle was picked up last night at his chop bar in Makeni and has not been released. He has diabetes and needs his medicine.",
    intent: "urgent",
  },
  { message: "Will your office be open at 8am tomorrow?", intent: "hours" },
  {
    message:
      "We agreed in our supply contract that any dispute goes to arbitration. The supplier now ignores our letters. We want to start arbitration. Can your firm represent us?",
    intent: "area:arbitration",
  },
  { message: "My cook burned her hand on my stove at work. Do I have to pay for her treatment by law?", intent: "legal-question" },
  { message: "how to appeal to more customers for my chop bar, marketing ideas", intent: "off-topic" },
  { message: "See you tomorrow then", intent: "goodbye" },
  {
    message: "Dear Sir/Madam, I will be driving down from Makeni for my appointment. Is there parking available at or near your Siaka Stevens Street office?",
    intent: "knowledge:Parking",
  },
  { message: "I want to know the lawyers names before I come", intent: "team" },
  { message: "Mi landlord no gree give me receipt for di rent I pay fo di cookshop, now e say I owe am. Wetin una fit do fo me?", intent: "area:land" },
  { message: "number to call plz", intent: "phone" },
  { message: "how much Makeni to Freetown transport now", intent: "off-topic" },
  { message: "The bank wants to seize my restaurant equipment because of the business loan. I need a lawyer to deal with the bank.", intent: "area:business" },
  { message: "di man wey I de buy meat from say if I no pay im money he go kill me. e de call every hour. I no go mi shop today.", intent: "safety" },
  { message: "wetin I go bring when I come?", intent: "knowledge:What to bring" },
  { message: "Dear Sir/Madam, What is the best way to reach your chambers from abroad? I live in the UK. Regards, Fanta", intent: "contact" },
  { message: "d police still hold my aunty 4 Bo since fri bcos d customer say she poison am. she no get lawyer. pls", intent: "urgent" },
  { message: "una office near which junction? and una de open Saturday?", intent: "address", also: ["hours"] },
  {
    message: "I am a landlord in Kenema. A cookshop tenant made holes in my wall for a chimney without permission. Can I keep his deposit?",
    intent: "legal-question",
  },
  {
    message: "My husband died and his brothers say the chop bar and the house belong to them. I need help with the estate and letters of administration.",
    intent: "area:family",
  },
  { message: "frozen fish container stuck at quay, power off, fish spoiling. need shipping lawyer.", intent: "area:shipping" },
  { message: "Tenki o, God go bless you", intent: "thanks" },
  { message: "MY HUSBAND IS IN THE POLICE CELL AT KENEMA SINCE MORNING THEY SAY HE STOLE RICE FROM THE SUPPLIER PLEASE HELP US", intent: "urgent" },
  { message: "Is it possible to meet Abdul Rahman Sesay next week? I supply food to schools and I have a problem with a contract.", intent: "booking" },
  {
    message:
      "My cookshop worker was arrested last month and released after 3 days without charge. They beat him in the cell. We want to take action for his rights.",
    intent: "area:criminal",
  },
  { message: "If my landlord sells the building, does the new owner have to honour my 5-year lease for my chop bar?", intent: "legal-question" },
  { message: "We want a neutral person to settle a dispute between chop bar partners. Do you do that?", intent: "area:arbitration" },
  {
    message: "My neighbour who also sells food poured hot oil near my stall and says next time it will be my face. She stands there every morning watching me.",
    intent: "safety",
  },
  { message: "Kindly fix me an appointment with any of your partners for Wednesday afternoon, regarding a food supply contract.", intent: "booking" },
  { message: "Abeg tell me di kind of work una de do", intent: "services" },
  {
    message:
      "I run a cookshop in Bo in a room I rent from an old woman. Two weeks ago she died and her son came from Freetown and said he is selling the whole compound. He gave me seven days to remove my pots and benches, but my tenancy has eighteen months left which I paid in advance. He says the paper his mother signed means nothing now that she is dead. Is he right, or must he respect my tenancy?",
    intent: "legal-question",
  },
  {
    message:
      "This is Pa Alimamy's grandson writing. The police came and took my grandfather from his house in Kenema this afternoon after a tenant complained that he locked her shop. He is 70 years old and he is still at the station now. Please send someone.",
    intent: "urgent",
  },
  { message: "my customer collapse for my chop bar, dem say na cardiac arrest. how to do first aid if e happen again", intent: "off-topic" },
  { message: "Good morning sir/madam", intent: "greeting" },
  {
    message:
      "In March I agreed with a cold store owner in Kenema that he would deliver 40 cartons of chicken every week to my two chop bars at a fixed price for six months. We wrote it on paper and both signed in front of his brother. From July he started sending only 20 cartons and charging more, saying the dollar went up. I have lost customers because of it. I want a lawyer to enforce our agreement.",
    intent: "area:contract",
  },
  {
    message:
      "dem don tell me say if I open mi cookshop again near di park dem go kill me. na di people wey de sell there before me. dem stand near mi house now.",
    intent: "safety",
  },
  { message: "Wetin time una de open fo morning? I wan come before I open mi chop bar", intent: "hours" },
  {
    message:
      "Dear Sir/Madam, I am a Sierra Leonean living in London who ships food supplies (dried fish, spices and stockfish) to my sister's chop bar in Makeni. My last 40ft container arrived at Queen Elizabeth II Quay five weeks ago and the clearing agent has stopped answering his phone. The shipping line is now charging storage every day. I would be grateful if your firm could take on the matter. Kind regards, Fanta K.",
    intent: "area:shipping",
  },
  { message: "Pls I want lawyer to do conveyancing 4 d house I want buy in Makeni, I go use d front 4 chop bar", intent: "area:land" },
  { message: "I want to book a pointman with a lawyer on Tuesday about my shop", intent: "booking" },
  { message: "What is a good name for a chop bar in Kenema?", intent: "off-topic" },
  {
    message:
      "Police kept me overnight last week for selling in the road and released me in the morning. Now they say they will take me to court. I need someone to stand for me.",
    intent: "area:criminal",
  },
  {
    message:
      "Dear Sir, I wish to bring a foreign investor into my restaurant business in Freetown. I should be grateful for your assistance with the proper structure and the necessary documents. Yours faithfully",
    intent: "area:business",
  },
  { message: "Tell me the names of your partners.", intent: "team" },
  { message: "na yesterday police carry mi mama from di market, she still dey Bo station. she de sell cook food. dem say she nor pay tax", intent: "urgent" },
  { message: "wetin be una email", intent: "email" },
  {
    message:
      "My sister runs a chop bar in Makeni and she has two children with a man who went to Guinea and has not sent one cent in three years. Now he is back and wants the children to live with him, but he still will not pay anything for their upkeep. She wants to go to court for child maintenance. I am writing from London for her. Please can you take the case?",
    intent: "area:family",
  },
  {
    message:
      "Our cookshop partners went through mediation and signed the settlement, but one side now refuses to follow what was agreed. We need help to enforce it.",
    intent: "area:arbitration",
  },
  { message: "Dey don lock my boss inside for Makeni police since yday, na chop bar boss, dem say he sell drink to underage", intent: "urgent" },
  { message: "Can police close my chop bar for playing music late at night? Is there a law for that?", intent: "legal-question" },
  { message: "how to bail out water from my canoe fast, we fish for my mama cookshop", intent: "off-topic" },
  { message: "do you help with company matters and land matters?", intent: "services" },
  { message: "Can I WhatsApp you or must I call?", intent: "phone" },
  {
    message:
      "My tenant in one of the rooms is threatening me, an old man, saying he will break my head if I come for rent again. He keeps a machete by the door. I am afraid to go there. Pa Alimamy",
    intent: "safety",
  },
  { message: "Family land palava for Kenema. Mi uncle dem wan sell di land where we cook and sell since 20 years. I need lawyer.", intent: "area:land" },
  { message: "r u open on saturdays? im a roadside seller n only free weekends", intent: "hours" },
  { message: "abeg my wife don dey inside Bo police since 2 days, e na small chop seller, dem nor de let we see am", intent: "urgent" },
  { message: "best gas cooker brand for a small cookshop", intent: "off-topic" },
  {
    message:
      "Dear Sir/Madam, I would like to arrange an appointment at your Bo office with Hawa Turay. I am available on Tuesday or Thursday morning. Regards, Mrs E. Cole",
    intent: "booking",
  },
  { message: "supplier deliver 10 bag sugar instead of 20 bag, we sign paper. I need lawyer fo enforce di deal", intent: "area:contract" },
  { message: "If a customer leaves a bag in my chop bar and I sell the things inside after three months, can they sue me?", intent: "legal-question" },
  {
    message: "My cousin has been summoned to court for fighting at a Bo chop bar. He has to appear next week. Can you represent him?",
    intent: "area:criminal",
  },
  { message: "pls help. police jus carry my sister from her chop bar 4 Kenema, she still in d van now, dey go station", intent: "urgent" },
  { message: "Where is your office in Bo? What road is it?", intent: "address" },
  { message: "Can I pay your fee small small? I sell pepper soup and the money not much.", intent: "knowledge:Fees" },
  { message: "pls i get problm", intent: "unknown" },
  {
    message: "Di man wey own di building where I de cook say tonight e go set fire pan me and mi shop if I nor comot. I de hide fo mi friend house now.",
    intent: "safety",
  },
  {
    message: "My fishing boat that supplies my cookshop was damaged by a cargo vessel in Freetown harbour. The vessel owner won't pay for the repairs.",
    intent: "area:shipping",
  },
  { message: "mi partner wan comot from di business, how we go share di shares? need lawyer fo dis", intent: "area:business" },
  { message: "Ok tenki. Bye for now.", intent: "goodbye" },
  { message: "Will it rain in Freetown tomorrow? I want to cook outside", intent: "off-topic" },
  {
    message:
      "There's a gang collecting money from food sellers at Kissy. Today they slapped me and said tomorrow will be worse. I'm hiding in my neighbour's house now.",
    intent: "safety",
  },
  { message: "Good morning, could I come in to discuss my matter with a lawyer on Monday at 11?", intent: "booking" },
  { message: "Fanta again. If my sister puts her chop bar in her husband's name for a bank loan, will she lose it if they divorce?", intent: "legal-question" },
  { message: "my husband was taken by soldiers from our roadside food stall near the Bo barracks this morning and is still held there", intent: "urgent" },
  { message: "I want to separate from my wife. We share a cookshop. I need lawyer to sort the separation and the cookshop.", intent: "area:family" },
  { message: "How many lawyers una get for Bo and Freetown together?", intent: "team" },
  { message: "Is Hawa Turay the lawyer in Bo? What does she do?", intent: "attorney:Hawa Turay" },
  { message: "Thanks a lot", intent: "thanks" },
  { message: "Market chairlady and me get palava fo stall. Una fit find neutral person fo settle we?", intent: "area:arbitration" },
  {
    message:
      "Dear Sir/Madam, I supplied cooked meals to a secondary school in Makeni for a full term. The school has now refused to pay, claiming the contract was not valid. I would like your firm to take up the recovery of the unpaid invoices. Yours faithfully",
    intent: "area:contract",
  },
  { message: "wan meet lawyer dis week abeg. Bo or Freetown, any one", intent: "booking" },
  { message: "wer to buy phone case 4 tecno spark in Bo", intent: "off-topic" },
  { message: "since yesterday my son still inside Kissy police, dem say e fight fo chop bar. dem no gree release am or charge am", intent: "urgent" },
  {
    message: "I gave my chop bar to my nephew to manage while I was in Guinea. Now he says it is his. Can he claim it because he managed it for three years?",
    intent: "legal-question",
  },
  {
    message:
      "Dear Sir/Madam, I want to lease a plot along Wilkinson Road to build a cookshop. Please could your firm draft the lease and check the title? Regards.",
    intent: "area:land",
  },
  { message: "Una de tok Krio? Mi English no too strong", intent: "knowledge:Languages spoken" },
  { message: "Open now?", intent: "hours" },
  {
    message: "my boyfriend say if I leave am e go throw acid fo mi face. I de cook fo di chop bar and e come sidom there every day de watch me",
    intent: "safety",
  },
  { message: "I need a licence to sell alcohol at my chop bar in Makeni. Can you help me apply?", intent: "area:business" },
  {
    message:
      "Hello, the shipping line lost one of our containers of frozen goods somewhere between Antwerp and Freetown. We own chop bars in Bo. We want to claim.",
    intent: "area:shipping",
  },
  { message: "Can you help me write my CV? I want to work as a cook in a hotel.", intent: "off-topic" },
  { message: "Pls how do I contact u people? and where una dey?", intent: "contact", also: ["address"] },
  { message: "dem take mi papa from im cookshop fo Makeni last night, dem say im tief current from EDSA, im still inside di station", intent: "urgent" },
  {
    message:
      "A man poured something in my soup pot to ruin my business and my customers got sick. I reported to police but they are doing nothing. I want him prosecuted.",
    intent: "area:criminal",
  },
  { message: "Customs seized my rice consignment at the port saying the invoice is wrong. I need lawyer.", intent: "area:shipping" },
  { message: "Is it legal for the market committee to charge food sellers double dues without any meeting?", intent: "legal-question" },
  { message: "What services do you provide for people who own a restaurant?", intent: "services" },
  { message: "Helo. Kushe.", intent: "greeting" },
  { message: "Can I see a lawyer on Friday? I have a family land matter.", intent: "booking" },
  { message: "who won the Miss Bo pageant? my friend say the judge cheat", intent: "off-topic" },
  { message: "pls send me ur number i want call", intent: "phone" },
  { message: "Dear Sir/Madam, Kindly provide your email address so that I may forward the lease documents for review. Thank you.", intent: "email" },
  {
    message:
      "Dear Sir, the magistrate has recommended mediation for the dispute between me and my tenant, who runs a cookshop in one of my rooms. Can your chambers arrange a mediator?",
    intent: "area:arbitration",
  },
  {
    message: "My late brother left his chop bar in Kenema to his children in his will. I am named executor and I need help applying for probate.",
    intent: "area:family",
  },
  { message: "I need title deed fo di land we build di chop bar pan. Na inheritance, no paper. wetin una fit do?", intent: "area:land" },
  { message: "I'd like to see Fatmata Kamara about the sale of my restaurant building.", intent: "booking" },
  { message: "a man keep following my daughter from the roadside stall to school and he said he will rape her. please help", intent: "safety" },
  { message: "I am in a cell now at Bo, they say I sold stolen chicken. pls someone come", intent: "urgent" },
  { message: "If I sign as guarantor for my friend's chop bar loan, can the bank take my house if he doesn't pay?", intent: "legal-question" },
  { message: "Una close for lunch or una de work straight till 5?", intent: "hours" },
  { message: "na employment contract palava. di chop bar owner sack me and no pay me 3 month salary. me need lawyer", intent: "area:contract" },
  { message: "Is there a place to park near your office? I come with car.", intent: "knowledge:Parking" },
  { message: "list of ur services pls", intent: "services" },
  { message: "What do I need to bring for the consultation about the supply contract?", intent: "knowledge:What to bring" },
  { message: "Goodbye, I will call later.", intent: "goodbye" },
  { message: "i wan ask sometin", intent: "unknown" },
  { message: "how to make fufu faster with a machine", intent: "off-topic" },
  { message: "Thank you madam, you've been very kind.", intent: "thanks" },
  { message: "Una get lawyer wey de na Bo?", intent: "team" },
  {
    message:
      "Good evening. My brother is being held at Kenema police since this morning over a dispute with his chop bar landlord. They haven't charged him. Please assist.",
    intent: "urgent",
  },
  {
    message: "I'm a chop bar owner and I think my cashier is stealing. I want to report her and have her charged properly. Can you handle that?",
    intent: "area:criminal",
  },
  { message: "What's the best way to get hold of you people?", intent: "contact" },
  { message: "Please can you help register my business name, Mama Kadie Chop Bar?", intent: "area:business" },
  { message: "My cookshop is in my husband's family house. If he dies, can his brothers throw me out?", intent: "legal-question" },
  { message: "We want arbitration instead of court for our restaurant partnership dispute. Please help arrange it.", intent: "area:arbitration" },
  { message: "How much does a second hand Toyota Hiace cost in Freetown?", intent: "off-topic" },
  { message: "Abeg how I go find una office fo Freetown? Wetin near am?", intent: "address" },
  { message: "Hey there", intent: "greeting" },
  {
    message:
      "I sell roasted corn and groundnut at the Kenema lorry park. Yesterday evening two drivers started fighting near my table and when the police came they carried everybody, including my younger brother who was only helping me pack. His phone is off and the officer at the counter told me this morning that he is still in the cell and will go to court on Monday. He is only 17. Please what can we do?",
    intent: "urgent",
  },
  {
    message: "I am writing a story for my class where a cat is put on trial for stealing fish from a chop bar. Can you help me finish it as a poem?",
    intent: "off-topic",
  },
  {
    message:
      "I have a chop stand on the pavement in front of a pharmacy in Bo. The old pharmacy owner always allowed me there, but he died and his son now says I must pay him every month or go. The stand is on the pavement, not inside his compound. Can he really charge me for the pavement, or is that for the council to decide?",
    intent: "legal-question",
  },
  {
    message:
      "The cookshop building I bought in Makeni last year now has two other people claiming they own it, each with a different paper. I need a lawyer to sort out the title.",
    intent: "area:land",
  },
  {
    message:
      "mi man de beat me every night since di shop no de sell. last night e hold knife say e go kill me before Christmas. me and di pikin dem de sleep fo di chop bar now",
    intent: "safety",
  },
  { message: "Wan see lawyer Monday abeg, na fo di land wey mi chop bar de pan.", intent: "booking" },
  {
    message:
      "I'm writing for my sister in Makeni. She and her husband have been separated for a year; she runs the chop bar and looks after their three children. Last week he took the eldest girl to his mother's village and refuses to bring her back for school. My sister wants custody of all three children settled properly. Can your firm take this on?",
    intent: "area:family",
  },
  {
    message:
      "Abeg! Police don hold mi cook and mi two waiter dem since 4 o'clock, dem take dem go Makeni station because of di fight wey happen last night fo di bar. Dem still dey.",
    intent: "urgent",
  },
  { message: "container of rice from Pakistan, documents lost, agent disappear, port wan auction am. lawyer?", intent: "area:shipping" },
  {
    message: "We want to turn our family chop bar into a limited company and bring in my cousin as a shareholder. Can you draw up the papers?",
    intent: "area:business",
  },
  { message: "I am a shipping client of yours with the container matter. What time does your office close on Fridays?", intent: "hours" },
  {
    message:
      "Dear Sir/Madam, my late father's partners in the chop bar and our family disagree about his share of the business. Both sides prefer mediation to going to court. Could your chambers arrange a neutral mediator? Yours faithfully",
    intent: "area:arbitration",
  },
  {
    message:
      "A man promised to supply our cookshop with 50 crates of eggs every week. We paid one month in advance. He delivered for two weeks and then disappeared, and his number is off. We need a lawyer to get the money back.",
    intent: "area:contract",
  },
  { message: "If my customer fall sick from my food, dem fit put me fo prison?", intent: "legal-question" },
  { message: "How many lawyers are there in your firm?", intent: "team" },
  { message: "Is the first consultation free?", intent: "knowledge:Fees" },
  { message: "which country get d best jollof, Ghana or Nigeria? settle am 4 us", intent: "off-topic" },
  {
    message:
      "Dear Sir/Madam, I write with great urgency. My husband, who supplies rice to cookshops across Bo District, was detained on Tuesday by CID officers in Bo on an allegation of fraud brought by a wholesaler. He remains in custody and has not been brought before a court. I should be grateful if a lawyer could attend to him immediately. Yours faithfully, Mrs E. Cole",
    intent: "urgent",
  },
  {
    message:
      "I was arrested last year over a fight at my chop bar and was granted bail. The case is still not finished and my lawyer has travelled. I need a new one.",
    intent: "area:criminal",
  },
  {
    message:
      "A customer I refused to serve on credit has been sending me voice notes saying he knows where I sleep behind the cookshop and he will come with his boys. Two of them stood by my door last night. I cannot sleep.",
    intent: "safety",
  },
  { message: "Wetin una firm de do exactly?", intent: "services" },
  { message: "mi broda still dey inside since yesterday", intent: "urgent" },
  {
    message:
      "I want my ex-husband to pay child maintenance. He owns a big restaurant at Aberdeen and pays nothing for our two boys. I sell rice by the roadside and cannot manage school fees alone.",
    intent: "area:family",
  },
  { message: "Landlord wants us to pay 3 years advance rent for the cookshop or leave. Need a lawyer to negotiate the lease.", intent: "area:land" },
  { message: "I would like a consultation with Mohamed Conteh next week concerning a supply dispute. Please advise available times.", intent: "booking" },
  {
    message: "The referee in our market football match gave a penalty and the crowd wanted to sue him lol. Who won the Champions League last year?",
    intent: "off-topic",
  },
  { message: "wer I go park mi okada?", intent: "knowledge:Parking" },
  {
    message:
      "Does the law say I must give my cooks a written contract? They are paid by the day and some have worked for me five years. One of them is now asking for it.",
    intent: "legal-question",
  },
  {
    message:
      "They came at 5am. Police are outside my cookshop right now with a van saying they want my son for the stabbing at the bar down the road. He was here with me all night. They are taking him now.",
    intent: "urgent",
  },
  { message: "One okada man snatch mi day sales fo Kissy. I know am. I wan report am and make dem charge am.", intent: "area:criminal" },
  {
    message:
      "Dear Sir, Our fishing vessel, which supplies fish to several chop bars in Freetown, was struck by a cargo ship while moored at the quay. The insurers are refusing the claim. We require legal representation. Regards",
    intent: "area:shipping",
  },
  { message: "una de work Saturday morning?", intent: "hours" },
  { message: "What does Ibrahim Jalloh specialise in? Is he still at the firm?", intent: "attorney:Ibrahim Jalloh" },
  { message: "pls som men com 2 my stall evry nite n touch my body n say if i talk dey go kill me", intent: "safety" },
  { message: "Abeg I wan divorce. Mi man na drunkard, e de chop all di shop moni.", intent: "area:family" },
  { message: "I want to invest in my friend's cookshop chain in Makeni and Bo. I need a lawyer to do the investment papers.", intent: "area:business" },
  { message: "My generator keep stopping after 10 minutes and the chop bar is dark. how to fix am", intent: "off-topic" },
  { message: "my sun has been a rested at cline town police station this morning please help he sells food on the road", intent: "urgent" },
  { message: "What's your email? I want to send photos of the lease.", intent: "email" },
  { message: "Who are the partners at Kamara & Associates?", intent: "team" },
  {
    message:
      "My husband and I separated two years ago. I kept the cookshop at Lumley and built it up from nothing; he never put in a cent. Now he wants a proper divorce and says the cookshop is half his because we were married when I opened it. Will the court divide the cookshop between us?",
    intent: "legal-question",
  },
  {
    message:
      "I supply ready-made food to three chop bars in Makeni. One of them has refused to pay for two months and another says our arrangement is finished without any notice. I'm coming to Freetown on Thursday and want to sit with a lawyer and talk it all through. Can I book for Thursday afternoon?",
    intent: "booking",
  },
  { message: "neutral person 4 landlord n tenant palava? no court pls", intent: "area:arbitration" },
  {
    message:
      "Dear Sir/Madam, I require a lawyer to draft a supply agreement between my company and several chop bars in Bo for the regular delivery of palm oil and rice. Yours faithfully, Alhaji Sorie",
    intent: "area:contract",
  },
  { message: "Good evening o", intent: "greeting" },
  {
    message:
      "dem don remand mi aunty fo Pademba Road since Thursday, na cookshop she get fo Lumley. dem say e buy tief phone from customer. we no get moni fo lawyer",
    intent: "urgent",
  },
  { message: "What is the verdict on MSG, is it bad for health? I use it in all my soups", intent: "off-topic" },
  {
    message:
      "Dear Sir/Madam, my sister's husband in Makeni has locked her out of their chop bar and beats her whenever she goes to collect her things. Yesterday he said he would kill her with the pestle. She is staying with a neighbour and is afraid to go out. I am in London and do not know what to do.",
    intent: "safety",
  },
  { message: "Does anyone there speak Limba? My uncle is coming with me.", intent: "knowledge:Languages spoken" },
  { message: "Which papers should I carry for a land case?", intent: "knowledge:What to bring" },
  { message: "wat num cn i call 4 una office n wat tym una open", intent: "phone", also: ["hours"] },
  {
    message:
      "My late father left us a compound in Kenema where my mother runs her cookshop. My eldest brother has been collecting rent from the other rooms and now wants to sell the whole place without asking us. The rest of us want the land shared properly. We need a lawyer for this family land.",
    intent: "area:land",
  },
  { message: "wat wil happen 2 me if i cant pay d supplier bcos my shop burnt? cn he jail me", intent: "legal-question" },
  { message: "can I come see Adama Koroma tomorrow", intent: "booking" },
  {
    message:
      "I bought a second-hand freezer container that came by ship from Belgium for my chop bar, but the shipping company delivered it damaged and says the bill of lading covers nothing. I want to claim.",
    intent: "area:shipping",
  },
  { message: "I want to get una contact", intent: "contact" },
  {
    message:
      "Pa Alimamy again. My grandson who collects my rents in Kenema was taken by police from the shop rooms this morning after a tenant said he pushed her. He is still held at Kenema police station now.",
    intent: "urgent",
  },
  { message: "title of a good Krio song to play in my chop bar", intent: "off-topic" },
  {
    message: "The police invited me to the station on Monday about a customer's missing phone. I haven't done anything. Can a lawyer come with me?",
    intent: "area:criminal",
  },
  {
    message: "Dear Sir/Madam, could you kindly send me a summary of the legal services your firm offers? I run a catering business in Bo.",
    intent: "services",
  },
  { message: "they say they go burn my cookshop with me inside if i testify against the boy wey tief. help", intent: "safety" },
  {
    message: "My late husband's chop bar and our children. I need a lawyer for the inheritance and to make sure the children get their share.",
    intent: "area:family",
  },
  { message: "Can my landlord enter my chop bar when I'm not there? He has a spare key and I found things moved.", intent: "legal-question" },
  { message: "ok tnx", intent: "thanks" },
  { message: "Is it halal to sell bushmeat in a chop bar? what does the Quran say", intent: "off-topic" },
  {
    message:
      "I was dismissed from my job as head cook without notice after six years. The restaurant owner says there was never any contract. I want to claim what I am owed.",
    intent: "area:contract",
  },
  { message: "URGNT my husbnd dey d cell since 2 nite, police say d goat meat we sell na tief goat", intent: "urgent" },
  { message: "register biz name 4 my suya stand in Kenema?", intent: "area:business" },
  { message: "wat days r u open", intent: "hours" },
  { message: "Book me for consultation pls, Bo office, about a container of goods held at the quay", intent: "booking" },
  { message: "How much for a land title search? I want to buy land for a cookshop.", intent: "knowledge:Fees" },
  {
    message:
      "We had an arbitration clause in our catering agreement with a hotel. We won the award last year but the hotel still won't pay. We need it enforced.",
    intent: "area:arbitration",
  },
  { message: "boundary palava with neighbour fo Bo, e build kitchen pass pan mi plot", intent: "area:land" },
  { message: "I'm hiding in the back store of my cookshop. My ex is outside with a broken bottle.", intent: "safety" },
  { message: "How do I send money from London to my sister in Makeni the cheapest way?", intent: "off-topic" },
  { message: "Who among una lawyer dem de do business matter?", intent: "team" },
  { message: "Kushe, how di day?", intent: "greeting" },
  {
    message: "How much will the judge award me if I sue the man whose truck crushed my roadside stall? I lost my pots, my table and two weeks of selling.",
    intent: "legal-question",
  },
  {
    message:
      "In 2022 I was kept for five days at Bo police station because a customer said I stole his money. No charge was ever made and they let me go. But I lost my stall and my customers, and the officer took 2 million from my family for bail. I want a lawyer to take up my rights case.",
    intent: "area:criminal",
  },
  { message: "Is there a car park close by? My van carries my catering gear.", intent: "knowledge:Parking" },
  {
    message:
      "I am texting from the station in Makeni, the officer let me use his phone. I have been here since 8pm Saturday for selling food after hours at the park. Please call my sister Fanta in London.",
    intent: "urgent",
  },
  { message: "land cruiser or hilux, which one better for supplying food to villages", intent: "off-topic" },
  { message: "Please send me your contact details.", intent: "contact" },
  { message: "cargo of frozen chicken spoil bcos ship delay 3 weeks, need lawyer 4 claim", intent: "area:shipping" },
  { message: "Do I have a right to keep selling in front of my own house if the council says no?", intent: "legal-question" },
  { message: "Can I bring an interpreter for my mother? She speaks only Mende.", intent: "knowledge:Languages spoken" },
  { message: "mi customer owe me fo 6 month catering, 9 million, e sign invoice. I wan lawyer fo collect am", intent: "area:contract" },
  {
    message: "My mother wants to write a will before her surgery, leaving her cookshop to my sister and the house to me. Can you help her do it properly?",
    intent: "area:family",
  },
  { message: "i wan mit wit una lawyer by whatsapp video, i dey London", intent: "booking" },
  {
    message:
      "I run a small cookshop in Kenema with my sister. The man who used to supply us firewood wanted to marry her and she refused. Since then he passes every evening and shouts that he will cut her. Today he came with a cutlass and hit the door until the neighbours chased him away. He said he will be back tonight.",
    intent: "safety",
  },
  { message: "Do you handle cases for small traders?", intent: "services" },
  { message: "I need a job as a cook in Freetown, who is hiring?", intent: "off-topic" },
  { message: "Our restaurant company has debts and the partners want to close it down. We need your help to wind it up properly.", intent: "area:business" },
  { message: "Abeg una de do mediation? Me and mi sista get palava fo di chop bar wey mama leave.", intent: "area:arbitration" },
  { message: "Is +232 76 123 456 your correct number?", intent: "phone" },
  { message: "Una office de na Siaka Stevens Street? Which number?", intent: "address" },
  { message: "pls sir/madam, my matter", intent: "unknown" },
  { message: "Wetin I suppose bring fo di meeting? Mi rent receipt dem?", intent: "knowledge:What to bring" },
  { message: "Is the office open now or closed for lunch?", intent: "hours" },
  { message: "Thank you very much for helping me today.", intent: "thanks" },
  { message: "Bye bye, take care", intent: "goodbye" },
];
