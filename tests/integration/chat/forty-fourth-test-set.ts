import type { LabelledMessage } from "@/lib/chat/examples/labelled-message";

// Theme: journalists, radio stations, printers and publishers. Writers: a young Freetown reporter (SMS shorthand), an old Kissy printer (Krio), a retired editor (formal letters), a provincial presenter (typos), a Kenema photographer (voice typing), a UK-based publisher, a listener in Port Loko (Krio mix), a Guinea-based journalist (French words).
export const FORTY_FOURTH_TEST_SET: LabelledMessage[] = [
  { message: "Our radio station is looking for an investor from Ghana. Need legal help with the investment paperwork.", intent: "area:business" },
  { message: "My mother only speaks Mende, can she talk to the lawyer in Mende?", intent: "knowledge:Languages spoken" },
  { message: "I send book dem from America come Freetown by ship, now dem say di container nor de. pls help", intent: "area:shipping" },
  {
    message: "Newsroom raided this morning, 4 staff now in police custody at Eastern Police. Editor among them. Please call back on this number.",
    intent: "urgent",
  },
  { message: "Do you handle adoption? My husband and I both work in broadcasting and we want to adopt my late sister's child.", intent: "area:family" },
  {
    message: "hi its aminata from the newsroom, our intern was taken into custody while filming the demolition at Kroo Bay. Is someone available now",
    intent: "urgent",
  },
  { message: "The printing press delivered 2 weeks late and we missed the election edition. Can we refuse to pay the balance?", intent: "legal-question" },
  { message: "book me in for friday pls. radio mast land issue", intent: "booking" },
  { message: "dem don hold mi pa for station since tuesday, him na di printer wey print di opposition flyers, dem nor gree for bail am", intent: "urgent" },
  { message: "need consult asap. journalist. got a legal letter from a govt official. when is next available slot?", intent: "booking" },
  { message: "how to edit audio with Audacity", intent: "off-topic" },
  { message: "Dear Sir, kindly let me know your fee structure for a small publishing house.", intent: "knowledge:Fees" },
  { message: "bye", intent: "goodbye" },
  {
    message: "Im a blogger. I got a letter from the police saying I'm a suspect in a complaint over my post. Need a lawyer before I go in.",
    intent: "area:criminal",
  },
  { message: "I'm a listener, I heard your name on the radio this morning. What does your firm do?", intent: "services" },
  { message: "Dear Sir, our consignment of printing ink and plates was short-landed at the Quay. We wish to file a cargo claim.", intent: "area:shipping" },
  { message: "wetin na una email", intent: "email" },
  {
    message:
      "Last year we went to mediation with our newspaper distributor and both sides signed an agreement. He was to pay arrears in 6 months. Now it is 10 months and nothing. help us enforce it",
    intent: "area:arbitration",
  },
  { message: "we want to lease land to a TV station for their tower, need a lawyer to draw up the lease", intent: "area:land" },
  {
    message:
      "We paid a printing press a deposit of Le 15 million in August for election posters. The election is over and we never got a single poster, now they don't answer calls. need help getting the money back",
    intent: "area:contract",
  },
  { message: "lan wahala na Bo, dem wan tek di place wey we newspaper office de", intent: "area:land" },
  { message: "Which email should I use for a consultation request?", intent: "email" },
  { message: "Goodbye and have a nice day", intent: "goodbye" },
  {
    message:
      "my sister runs a news page from Freetown and someone threatened to throw acid on her face. she is hiding at a friend place. we are in Maryland USA, what can we do",
    intent: "safety",
  },
  {
    message:
      "Last month police came to our newsroom and took all laptops, cameras and hard drives. They showed no warrant and nobody was charged. Can police seize our things like that without a warrant?",
    intent: "legal-question",
  },
  { message: "thugs dem come na we printing press dem say if we print dat paper again dem go burn everything and we inside", intent: "safety" },
  { message: "dem de beat di door na di studio now, na police, dem say dem get warrant for di presenter", intent: "urgent" },
  {
    message:
      "We ordered 2 containers of newsprint from Europe for the election season. When we opened them at the Quay half the rolls were soaked with sea water and useless. want to claim against the shipping line",
    intent: "area:shipping",
  },
  { message: "We won an arbitration award against a sponsor but he refuses to pay. Need help enforcing it.", intent: "area:arbitration" },
  {
    message:
      "We run a phone-in programme every morning. Yesterday a caller insulted a minister by name before the presenter could cut him off. If the minister goes to court, can the station be sued or only the caller?",
    intent: "legal-question",
  },
  { message: "How much does it cost to see a lawyer?", intent: "knowledge:Fees" },
  { message: "Hello", intent: "greeting" },
  { message: "Received a photo of my own house with a red X painted on it after my broadcast. I have 3 kids. I am terrified", intent: "safety" },
  { message: "they handcuffed the printer and put him in the pickup. we are at the shop in Dove Cot right now", intent: "urgent" },
  { message: "Bonjour, je voudrais un rendez-vous. I want meet lawyer for my magazine business", intent: "booking" },
  { message: "mi sista de cell since monday for one facebook post, dem say na cyber crime. she na blogger. wetin una go do?", intent: "urgent" },
  { message: "Bonjour", intent: "greeting" },
  {
    message: "Someone sent a voice note saying they will deal with the whole newsroom if we air the interview tomorrow. We are all afraid to come to work.",
    intent: "safety",
  },
  { message: "Can you give me a list of your practice areas", intent: "services" },
  {
    message: "My colleague was charged with cyber offences over a Facebook post. The case is in court next week. Need a defence lawyer.",
    intent: "area:criminal",
  },
  {
    message:
      "I snap pictures for weddings and events na Kenema. One phone company use mi pictures for dem calendar and nobody call me. pls arrange for me to meet lawyer abt am",
    intent: "booking",
  },
  { message: "the matter we discussed", intent: "unknown" },
  { message: "una lawyer dem sabi Temne?", intent: "knowledge:Languages spoken" },
  { message: "mi life nor safe. since di program, dem de send people fo watch mi os day and night. abeg wetin I go do", intent: "safety" },
  {
    message:
      "Our cameraman was filming a land demolition when a man attacked him and he pushed him away. Now the man has brought a complaint and our cameraman is on trial for assault. He was the one attacked, we need defence for him",
    intent: "area:criminal",
  },
  { message: "where to buy printer ink cartridges in freetown", intent: "off-topic" },
  {
    message:
      "I'm an old journalist, 40 years in the trade, and my health is not what it was. I have a house, my archive of papers and some savings. need help drafting a will so things are clear before I go",
    intent: "area:family",
  },
  { message: "who will i talk to if i come, are they senior lawyers or juniors?", intent: "team" },
  { message: "I have a problem", intent: "unknown" },
  { message: "police invited our station manager for questioning tomorrow over a caller's comment. we want a lawyer with him", intent: "area:criminal" },
  {
    message:
      "We imported spare parts for our offset press from Germany. They were packed badly and sat on deck, when they arrived at the Quay everything was rusted. Need a lawyer for a cargo claim.",
    intent: "area:shipping",
  },
  { message: "Is it possible to have a video consultation? I live in Conakry and run a newspaper in Freetown", intent: "booking" },
  {
    message:
      "We just hired 6 new reporters for our Bo and Kenema bureaus. Up to now we only had verbal agreements with staff and that caused problems before. need proper employment contracts drawn up for them",
    intent: "area:contract",
  },
  { message: "tell me about Christiana Thomas", intent: "attorney:Christiana Thomas" },
  { message: "If the newspaper company closes down, can the staff claim unpaid salaries from the owner personally?", intent: "legal-question" },
  { message: "Hello from Birmingham, what are your opening hours in Freetown time?", intent: "hours" },
  {
    message:
      "My uncle has a small print shop at Kissy. A customer brought leaflets to print and now my uncle is charged in court for what the leaflets said, he didn't even read them. case adjourned to next month, need lawyer",
    intent: "area:criminal",
  },
  { message: "bill of lading problem, the consignee name is wrong on our paper shipment and the port won't release it", intent: "area:shipping" },
  { message: "what documents should I bring to the meeting?", intent: "knowledge:What to bring" },
  { message: "need someone to review our station's sponsorship contract with a telecom", intent: "area:contract" },
  { message: "what does 'press freedom index' mean? for my show", intent: "off-topic" },
  { message: "If the police ask for the name of my source, can they force me to give it? What happens to me if I refuse?", intent: "legal-question" },
  { message: "Dear Sir, may I know your office hours?", intent: "hours" },
  { message: "what are all the ways to reach the firm? im in Kenema", intent: "contact" },
  { message: "ok tenki tenki", intent: "thanks" },
  {
    message: "Hello, our association of community radios wants a meeting with the firm to talk about legal support for our members. How do we schedule it?",
    intent: "booking",
  },
  { message: "Thank you very much for the information, it's helpful.", intent: "thanks" },
  { message: "salaam aleikum", intent: "greeting" },
  {
    message: "want help with importing a used printing machine through Queen Elizabeth II Quay, the port and customs paperwork is confusing me",
    intent: "area:shipping",
  },
  { message: "the media group and the telecom company want to settle their revenue-sharing disagreement through a mediator", intent: "area:arbitration" },
  {
    message:
      "I'm writing from London. My brother, a radio journalist in Freetown, was arrested this morning straight after his show. Our family is desperate. Can someone from your office go to the police station?",
    intent: "urgent",
  },
  { message: "help", intent: "unknown" },
  { message: "Is it near the Law Courts building? which street", intent: "address" },
  {
    message: "Police came to my house at 5am with paper say I must come with them about the article. They are waiting outside in the car. What do I do",
    intent: "urgent",
  },
  { message: "how much una de charge for consultation?", intent: "knowledge:Fees" },
  { message: "our reporter got bail but the trial starts soon, we need a criminal lawyer", intent: "area:criminal" },
  { message: "di radio nor pay mi for 3 months, I get contract. I wan lawyer", intent: "area:contract" },
  {
    message:
      "Two small newspapers in Makeni, mine and my friend's, are both struggling with printing costs. We want to merge into one company with one masthead. need help to do it properly",
    intent: "area:business",
  },
  { message: "what time una open", intent: "hours" },
  { message: "We would prefer to settle our dispute with the advertiser out of court. Do you do mediation?", intent: "area:arbitration" },
  { message: "we got a letter from a mining company saying our documentary is defamatory. what will happen if we just ignore it?", intent: "legal-question" },
  { message: "hmm about the station thing", intent: "unknown" },
  { message: "abeg put mi down fo consultation, na mi na di presenter wey call yesterday", intent: "booking" },
  { message: "any car park close by? Siaka Stevens street is always packed", intent: "knowledge:Parking" },
  {
    message:
      "Good afternoon. The founder of our online news site has been detained at Lungi airport on arrival from Accra. Immigration and police have been questioning him for hours and will not let him leave. We need legal representation now.",
    intent: "urgent",
  },
  { message: "where can I buy a solar panel to run my community radio", intent: "off-topic" },
  { message: "OSD men don surround we press for Kissy road now now, dem de put di workers dem inside vehicle", intent: "urgent" },
  { message: "If I register the newspaper as a company, will I personally still be liable if we get sued?", intent: "legal-question" },
  { message: "una lawyer dem, na uman or na man?", intent: "team" },
  { message: "wan appointment 2moro morning if possible. ma name is Fatu", intent: "booking" },
  { message: "proofread my article about the rainy season pls", intent: "off-topic" },
  { message: "au revoir", intent: "goodbye" },
  { message: "pls make CV for me, I want job as reporter", intent: "off-topic" },
  { message: "good morning", intent: "greeting" },
  { message: "what time is the Champions League final, we need to plan the sports show", intent: "off-topic" },
  { message: "wetin di law say if person post lie about me na facebook say I collect bribe? I fit win if I take am court?", intent: "legal-question" },
  { message: "pls give me number to call, my data is finishing", intent: "phone" },
  {
    message: "the owners of the building where our radio is want to evict us in 2 weeks with no notice. is that legal? we still have 3 yrs on the lease",
    intent: "legal-question",
  },
  { message: "our station need new articles of association, the old ones are from 1998", intent: "area:business" },
  {
    message: "we na pikin dem from di mass comm class. dem catch we lecturer wey de write for di paper, dem de hold am na station since morning",
    intent: "urgent",
  },
  { message: "wetin una de do", intent: "services" },
  { message: "Is the office open right now?", intent: "hours" },
  { message: "Can you represent us in arbitration against the company that supplied our transmitter?", intent: "area:arbitration" },
  { message: "I'm buying a building for our newspaper office in Freetown and need conveyancing done", intent: "area:land" },
  { message: "mi container wit di studio equipment dem don hold am na wharf. abeg help", intent: "area:shipping" },
  { message: "I want consultation for a defamation matter, what is the process to book", intent: "booking" },
  { message: "family land in Port Loko, my uncles want to sell the part where our community radio stands. need help", intent: "area:land" },
  { message: "Can you list your partners and associates?", intent: "team" },
  { message: "Pls help my colleague Abu reporter at Radio Kolenten dem carry am go CID since yesterday nobody tell us wetin he do", intent: "urgent" },
  {
    message: "Can I talk to a lawyer by phone from the UK about a publishing contract? I'd need an appointment on a weekday, ideally late afternoon your time.",
    intent: "booking",
  },
  { message: "what's a good topic for my radio drama this week", intent: "off-topic" },
  {
    message:
      "Our station is off air many days when there is no fuel for the generator. Management now cuts our salary for each day off air, even though we come to work. is that lawful?",
    intent: "legal-question",
  },
  { message: "my wife and I are separating and we jointly own a small recording studio. we need help sorting out the divorce", intent: "area:family" },
  { message: "dem tek di radio man from Magburaka go Makeni police, e de de since 2 days. e nor get lawyer", intent: "urgent" },
  { message: "How can our station reach your office? phone, email, anything", intent: "contact" },
  {
    message:
      "Our youth reporter, 17 years, has been held at the Family Support Unit since yesterday after covering a fight at his school. His mother is here with me. Can a lawyer come?",
    intent: "urgent",
  },
  { message: "Dear Sir, I was convicted in the magistrate court for obstruction while covering a demonstration. I wish to appeal.", intent: "area:criminal" },
  { message: "tenki ya", intent: "thanks" },
  { message: "hw erly do u opn", intent: "hours" },
  {
    message: "Im female presenter, a caller keeps calling me & says he knows where I sleep. He came to the station gate today. im frightened",
    intent: "safety",
  },
  { message: "abeg una help, dem lock mi brother na cell na Bo, he na presenter, dem say na for wetin he talk na di phone-in program", intent: "urgent" },
  { message: "radio transmitter shipped from China held at the port, they say the duty is wrong. need shipping lawyer", intent: "area:shipping" },
  { message: "Do you handle arbitration? Dispute with our Chinese equipment supplier for the printing plant.", intent: "area:arbitration" },
  { message: "pls i wan mek appointment fo see lawyer bout mi salary wey di radio nor pay", intent: "booking" },
  { message: "I want to register my newspaper as a company. Can you help with the registration?", intent: "area:business" },
  { message: "?", intent: "unknown" },
  {
    message:
      "my former boss at the paper has been sending men to threaten me since i resigned. yesterday one of them pulled a knife on me near my house in Wellington",
    intent: "safety",
  },
  { message: "dem accuse mi say na mi tif di station generator, dem go court next week. I nor tif am", intent: "area:criminal" },
  { message: "Should I bring my contract with the radio station and the payslips?", intent: "knowledge:What to bring" },
  { message: "pls send your contacts", intent: "contact" },
  { message: "which university teaches mass communication in Freetown", intent: "off-topic" },
  { message: "pls review my book publishing agreement before I sign", intent: "area:contract" },
  {
    message: "Our printing partner and we disagree about how profits are shared and we want to avoid court. Can I book a session with Adama Koroma about it?",
    intent: "booking",
  },
  { message: "is the office open at lunchtime? I finish the morning show at 12", intent: "hours" },
  { message: "thank you", intent: "thanks" },
  {
    message: "I'm in the UK and want to set up a magazine company in Sierra Leone with a local partner. Can you help with the setup?",
    intent: "area:business",
  },
  { message: "Can our editor and I meet with a lawyer to go through a story before we publish it? When can we come?", intent: "booking" },
  { message: "can i explain in krio wen i come", intent: "knowledge:Languages spoken" },
  { message: "pls i need lawyer for maintenance case, baby father na reporter, e de work but e nor de pay anything", intent: "area:family" },
  { message: "hi, can I get an appointment thursday afternoon? and what documents should I bring?", intent: "booking", also: ["knowledge:What to bring"] },
  {
    message: "Our father founded a newspaper and died without a will. Now my uncles are fighting us for it. We need help with the inheritance.",
    intent: "area:family",
  },
  {
    message:
      "We paid for a plot in Goderich 2 years ago to build our studio and got a conveyance. Last month another man arrived with his own papers for the same plot and started building. someone sold it twice, need help",
    intent: "area:land",
  },
  {
    message: "my station manager says if I leave I cannot work at another radio for 2 years because of my contract. Is that allowed?",
    intent: "legal-question",
  },
  { message: "di politician in boys dem beat mi for di rally, dem broke mi camera and mi hand. dem say next time na mi head", intent: "safety" },
  { message: "Are you open on Saturday? I work at the station on weekdays", intent: "hours" },
  { message: "mi phone nor de charge again, wetin fo do", intent: "off-topic" },
  { message: "what areas of law does the firm practise? I'm writing a piece on law firms in Freetown", intent: "services" },
  {
    message: "I live in the US. My mother passed in Freetown, she owned shares in a radio station and a house in Murray Town. Can you help us with her estate?",
    intent: "area:family",
  },
  { message: "Dear Sir, our publishing house wishes to restructure its board and issue new shares. We seek your assistance.", intent: "area:business" },
  {
    message: "my co-founder left the radio station and now says half the equipment belongs to him. does he have the right to take it?",
    intent: "legal-question",
  },
  { message: "is there a printing press in Makeni that does colour", intent: "off-topic" },
  {
    message:
      "I write one book about mi village history and gi di printer half di money. now e don print all 500 copies but e say e nor go gi mi any until I pay balance. e fit keep mi book dem like dat?",
    intent: "legal-question",
  },
  { message: "whatsapp no. pls", intent: "phone" },
  {
    message: "youth gang attacked our outside broadcast van on Kroo Town road, driver wounded, we ran into a church and they are still around",
    intent: "safety",
  },
  { message: "Am a presenter on contract, station says they will not renew because I'm pregnant. Is that lawful?", intent: "legal-question" },
  { message: "human rights violation - soldiers beat our journalists and seized their equipment last month. we want to take action", intent: "area:criminal" },
  {
    message: "We chartered space on a ship to bring printing machines from India and now the charter party terms are being disputed.",
    intent: "area:shipping",
  },
  { message: "Could I come in on Monday at 10 to discuss a book publishing deal?", intent: "booking" },
  { message: "gotta go, on air in 5 mins. bye", intent: "goodbye" },
  { message: "homework: history of newspapers in Sierra Leone, pls help", intent: "off-topic" },
  { message: "mi and mi partner fo di printing business nor gree, we wan settle am outside court. una de do dat?", intent: "area:arbitration" },
  {
    message:
      "Dear Sir, I am a freelance journalist and I fear for my life. Since my article on the mining company, unknown men have come to my home twice asking for me. I have moved to a relative's place in Waterloo.",
    intent: "safety",
  },
  { message: "where can I buy a waterproof case for my camera", intent: "off-topic" },
  { message: "Evening, hope all is well", intent: "greeting" },
  { message: "who are the lawyers in the firm", intent: "team" },
  { message: "what is the price of A4 paper ream this week", intent: "off-topic" },
  {
    message:
      "I am presenter at community radio. Police just called me say I must report now or they will come carry me. My co-host who went yesterday never came back, he is still inside there.",
    intent: "urgent",
  },
  {
    message:
      "Hello from Conakry side. I ran here because after my reports in Kambia men came to my house with guns. My wife and children are still there and getting threats. I need help",
    intent: "safety",
  },
  { message: "Dear Sir, my late father was a publisher in Bo. We need help with letters of administration for his estate.", intent: "area:family" },
  { message: "Good afternoon sir", intent: "greeting" },
  { message: "advertiser owe we station money for 6 months adverts, contract dey. abeg help collect", intent: "area:contract" },
  { message: "how can I contact you", intent: "contact" },
  { message: "How many lawyers do you have?", intent: "team" },
  { message: "we want a supply agreement for newsprint with a supplier in Guinea, need lawyer to draft", intent: "area:contract" },
  { message: "the number i got from a listener is not going through, is there another one?", intent: "phone" },
  { message: "what frequency is Radio Democracy on?", intent: "off-topic" },
  { message: "A TV station used my interview clip in an advert for a political party. Is that allowed without my consent?", intent: "legal-question" },
  {
    message: "my husband the editor got bail but the conditions are very strict, he can't travel for work. need lawyer to apply to change the bail",
    intent: "area:criminal",
  },
  { message: "how do I get more listeners for my evening show", intent: "off-topic" },
  { message: "i want send you the photos by mail, wat address", intent: "email" },
  { message: "can you announce my lost ID card on your radio?", intent: "off-topic" },
  {
    message:
      "I have been receiving threats on WhatsApp after my report on the land grabbing. Last night someone threw stones at my window. I am scared for my children.",
    intent: "safety",
  },
  { message: "pls", intent: "unknown" },
  { message: "Is it against the law to record a phone call with an official and play it on air without telling him?", intent: "legal-question" },
  {
    message:
      "Our radio has been in the same building on Pademba Road for 8 years. The lease ends in December and the landlord agrees to renew but wants to change some terms. need a lawyer to draft the new lease",
    intent: "area:land",
  },
  { message: "Abdul Rahman Sesay still de work dae? e help we register di paper before", intent: "attorney:Abdul Rahman Sesay" },
  { message: "I was sacked from the newspaper two weeks after I joined the journalists union. Can they do that?", intent: "legal-question" },
  { message: "Best way to get in touch from the US?", intent: "contact" },
  { message: "wat 2 do if police detain journo 4 2 days no charge? my frnd at Kenema police stn rite now", intent: "urgent" },
  { message: "good morning I wanted to no if you are open on sad today", intent: "hours" },
  { message: "URGENT. DJ taken off air mid programme by police, they drove him away. Station in Lunsar. Need help today", intent: "urgent" },
  { message: "Dear Sir, kindly schedule a meeting for our media house board with one of your lawyers next week.", intent: "booking" },
  {
    message: "I live in Ghana. I want to check if the land I bought in Hastings for my media house is genuine. Can you search the title?",
    intent: "area:land",
  },
  { message: "is the chambers open monday? and where exactly is it", intent: "hours", also: ["address"] },
  { message: "printing contract dispute - the press printed 5000 copies instead of 10000 but charged us full. help", intent: "area:contract" },
  { message: "how do i buy airtime for my orange line from abroad", intent: "off-topic" },
  { message: "my neighbour has built into our printing press compound, boundary dispute. need lawyer", intent: "area:land" },
  { message: "can u help me write a poem for our station's 10th anniversary", intent: "off-topic" },
  {
    message:
      "we aired a story about the football club chairman this morning. now there is a mob outside the radio station shouting they will burn it. staff locked inside. pls",
    intent: "safety",
  },
  { message: "wetin I go carry come wen I de come see lawyer?", intent: "knowledge:What to bring" },
  { message: "how to write a good headline", intent: "off-topic" },
  {
    message: "my editor slapped me and locked me in the office for hours because I refused to change the story. I got out but I'm scared to go back",
    intent: "safety",
  },
  { message: "all ur lawyers dem de for freetown?", intent: "team" },
  { message: "where is your office located", intent: "address" },
  {
    message: "Our magazine's printed copies came by sea from Ghana and half the cartons are missing. Need a shipping lawyer to handle the claim.",
    intent: "area:shipping",
  },
  {
    message:
      "I paid a printing company to print 2000 copies of my fashion magazine. Every photo came out green and the cover is unreadable. They say no refunds because I approved the proof on WhatsApp. Will I win if I sue them?",
    intent: "legal-question",
  },
  { message: "need help with survey plan and conveyance for a plot in Kenema for the radio station", intent: "area:land" },
  { message: "wusai I go park mi keke wen I come", intent: "knowledge:Parking" },
  { message: "Dear Sir, please outline the legal services your chambers provide.", intent: "services" },
  { message: "parking available?", intent: "knowledge:Parking" },
  { message: "Can you recommend a good hotel in Bo for our crew?", intent: "off-topic" },
  {
    message: "some boys de follow me since I comot di studio, dem talk say dem go kill me for di story I do on di drugs. I de hide na mi friend os",
    intent: "safety",
  },
  { message: "bye bye, we go talk", intent: "goodbye" },
  { message: "di landlord boys dem wan beat mi pa, e na paper vendor, dem de near di shop now wit stick", intent: "safety" },
  { message: "landlord wants to sell the building where our press is, and the lease gives us first right to buy. help us with it", intent: "area:land" },
  {
    message:
      "I'm a radio presenter and I do the night shift 5 days a week. My wife says I'm never home and she wants a divorce, we have tried talking but it is finished. I need a lawyer to handle the divorce.",
    intent: "area:family",
  },
  { message: "For a profile in our magazine, could you tell me about the team at the firm?", intent: "team" },
  { message: "What can your firm help with exactly?", intent: "services" },
  { message: "how much is a new radio transmitter in Freetown?", intent: "off-topic" },
  { message: "wetin na una nomba", intent: "phone" },
  { message: "mi brother na journalist, dem charge am to court fo false news, e de on bail. wi need lawyer", intent: "area:criminal" },
  { message: "We are three journalists starting an online news company, need help with registration and a shareholders agreement", intent: "area:business" },
  { message: "My employer, a TV station, stopped my salary since I went on maternity leave. I want to pursue it.", intent: "area:contract" },
  { message: "when is the next flight from Freetown to Accra", intent: "off-topic" },
  { message: "please help register our deed of gift for the land the chief gave to the community radio", intent: "area:land" },
  { message: "Do you help with company secretarial work? Our newspaper company hasn't filed annual returns in 3 years.", intent: "area:business" },
  { message: "abeg I wan see lawyer dis week, na about di printing press agreement", intent: "booking" },
  { message: "pls quick quick, 2 of our vendors dem hold for selling the paper at lumley, police van carry dem", intent: "urgent" },
  {
    message: "Can I be jailed for what I wrote in my column? Someone told me criminal libel was removed from the law but I'm not sure.",
    intent: "legal-question",
  },
  {
    message:
      "We are a group of youths in Kabala and we have raised money for a small community radio. The regulator says we must be a registered body. need help registering it as a company limited by guarantee",
    intent: "area:business",
  },
  { message: "I'm on night shift at the printing press, can I come at 7 in the morning or are you closed then?", intent: "hours" },
  { message: "my late husband owned shares in a radio station. can his brothers take them instead of me and the children?", intent: "legal-question" },
  { message: "best microphone for radio under $100", intent: "off-topic" },
  {
    message: "Detention of journalist - Bo. Held since Friday. No charge. Want a lawyer to go and demand his release. How fast can you move?",
    intent: "urgent",
  },
  { message: "Do you work on weekends at all? Newspapers never rest lol", intent: "hours" },
  {
    message: "Me and my brother inherited our father's printing press. He sold it without telling me. Can I get my share of the money back?",
    intent: "legal-question",
  },
  { message: "what is your email address", intent: "email" },
  { message: "what languages are spoken at the firm", intent: "knowledge:Languages spoken" },
  { message: "custody issue, I'm journalist posted to Kono for 6 months, my ex wants to take our son. need family lawyer", intent: "area:family" },
  {
    message: "Our new printing press has been stuck at Queen Elizabeth II Quay for 3 weeks and customs won't release it. Need help clearing it.",
    intent: "area:shipping",
  },
  {
    message: "Since I reported on the society initiation, some members have threatened to take me by force into the bush. I no longer sleep at home.",
    intent: "safety",
  },
  { message: "best phone for taking pictures under 1 million leones", intent: "off-topic" },
  { message: "The publisher hasn't paid my royalties for 2 years as our contract says. I'm in the US. Can you help?", intent: "area:contract" },
  { message: "weather tomorrow in Bo? we have an outside broadcast", intent: "off-topic" },
  {
    message:
      "Last year our magazine had no contract with the printer and they kept changing the price every month. This year we want it in writing, price, delivery dates, quality. I want a lawyer to draft the contract",
    intent: "area:contract",
  },
  { message: "I'd like to set up a meeting with Christiana Thomas about our unpaid wages as presenters", intent: "booking" },
  {
    message:
      "we na printing shop na Wellington, we don de dae 12 years. di new neighbour measure e lan and now e say we fence enter e side by 2 metre. boundary wahala, we need lawyer",
    intent: "area:land",
  },
  { message: "how much can court award for defamation in sierra leone if a radio said false things about me?", intent: "legal-question" },
  { message: "bank loan for printing machines - we need a lawyer to look at the bank documents and the guarantees", intent: "area:business" },
  {
    message: "Sir the police are currently holding our cameraman at Waterloo. They seized his memory cards too. Is there a lawyer who can come?",
    intent: "urgent",
  },
  { message: "mi man don lef mi wit 3 pikin, e na cameraman for TV. I wan divorce am", intent: "area:family" },
  { message: "we presenters at the station haven't been paid for 4 months. need a lawyer to help us claim our salaries", intent: "area:contract" },
  { message: "can I advertise my shop on your radio, how much", intent: "off-topic" },
  { message: "What kind of cases do you handle?", intent: "services" },
  { message: "reporter held at barracks since sunday, family not allowed see him, need lawyer urgently", intent: "urgent" },
  { message: "wat tym u close 2day", intent: "hours" },
  { message: "what type of legal work do u do", intent: "services" },
  {
    message: "I want help with a custody case. My ex-husband is a newspaper editor and says I can't take the children with me to Ghana.",
    intent: "area:family",
  },
  { message: "di book distributor owe we plenty money, we nor wan court, we wan sidon talk am wit lawyer in between", intent: "area:arbitration" },
  {
    message: "The MP's lawyer sent a letter to our station saying we defamed him and must pay Le 500 million. Will we really have to pay that?",
    intent: "legal-question",
  },
  {
    message:
      "Our station bought a used outside broadcast van from Belgium. The crane dropped it during unloading at the port and the side is crushed in. we want to claim for the damage",
    intent: "area:shipping",
  },
  { message: "A man attacked me with a cutlass at the market because I took pictures. I escaped but he says he will find me", intent: "safety" },
  { message: "can I park the station vehicle near your building", intent: "knowledge:Parking" },
  { message: "I need a job as cameraman, are you hiring?", intent: "off-topic" },
  { message: "thx a lot", intent: "thanks" },
  { message: "is there parking at your office?", intent: "knowledge:Parking" },
  {
    message: "An award was given in a London arbitration against a Sierra Leone company that owes our magazine. We want to enforce it here.",
    intent: "area:arbitration",
  },
  { message: "trial version of adobe premiere expired, how to extend the trial", intent: "off-topic" },
  {
    message:
      "Our media company has 5 shareholders, two founders and three investors. Since the founder died the others are fighting over who controls the paper and the radio. we need a business lawyer to sort it out",
    intent: "area:business",
  },
  { message: "A newspaper used 6 of my photos without asking or paying. Do I have the right to claim money from them?", intent: "legal-question" },
  { message: "una de open fo friday evening? afta 5", intent: "hours" },
  { message: "how I go take reach una? I nor get money fo transport to Freetown", intent: "contact" },
  { message: "recipe for cassava leaf, for our cooking show", intent: "off-topic" },
  { message: "we will come in the OB van, is there space to park it?", intent: "knowledge:Parking" },
  { message: "email pls, I want to send the contract", intent: "email" },
  { message: "thanks, God bless", intent: "thanks" },
  { message: "Police dey na di station gate now dem say dem wan take di manager. wetin we go do", intent: "urgent" },
  { message: "Can I email the documents? to which address?", intent: "email" },
  {
    message:
      "I have run a small printing press in Kissy for 30 years. My daughter works there with me and knows the machines better than anyone. I want to make a will so the press goes to her and not to my brothers.",
    intent: "area:family",
  },
  { message: "Do you have a WhatsApp number? I'll send a voice note", intent: "phone" },
  { message: "the vessel carrying our paper rolls was delayed 2 months and now they want demurrage charges from us. help", intent: "area:shipping" },
  { message: "mi pikin papa na DJ for one big station, e nor de gi mi money fo di pikin. I wan lawyer help me collect maintenance", intent: "area:family" },
  {
    message: "Bonjour, je suis éditeur in Conakry, I want to open a branch of my publishing company in Freetown. Need help to register.",
    intent: "area:business",
  },
  {
    message:
      "An international news agency wants me as their stringer in Sierra Leone. They sent a 14 page freelance contract full of English I don't understand, about rights and liability. I want it reviewed before I sign",
    intent: "area:contract",
  },
  {
    message: "mi na presenter for community radio na Makeni. mi and mi wife don marry 10 years, God nor gi we pikin yet. wi want adopt pikin, how una go help?",
    intent: "area:family",
  },
  {
    message:
      "Bonsoir. Journaliste guinéen arrêté à Freetown ce matin, he is my friend. He is at the police station in Kissy and he speaks only French. Help please",
    intent: "urgent",
  },
  { message: "wetin na una working days", intent: "hours" },
  {
    message:
      "I'm a photographer. A company used my pictures on billboards and our agreement says they pay per use, but they haven't paid a cent. Need help enforcing it.",
    intent: "area:contract",
  },
  { message: "I am coming by okada from Kissy, where do I tell him to drop me?", intent: "address" },
  {
    message:
      "my wife went to cover the court case and police arrested her outside, she is at the station opposite the law courts now. how much for lawyer to go",
    intent: "urgent",
    also: ["knowledge:Fees"],
  },
  { message: "Can I see a lawyer tomorrow about the defamation letter our station got?", intent: "booking" },
  {
    message:
      "I don de print wedding card and funeral programme for 5 years na mi yard. now big company dem wan gi mi work but dem say mi business nor register. i wan register am, how una go help me",
    intent: "area:business",
  },
  { message: "who won the match last night, Leone Stars?", intent: "off-topic" },
  { message: "what's the full postal address? I want to send a letter from our newspaper", intent: "address" },
  { message: "can I pay in installments?", intent: "knowledge:Fees" },
  {
    message: "my husband is photographer, soldiers took him at the rally in makeni this afternoon and took his camera too. we dont know where they carry him",
    intent: "urgent",
  },
  { message: "merci beaucoup", intent: "thanks" },
  { message: "how do I get to your chambers from the Cotton Tree?", intent: "address" },
  {
    message:
      "Our cartoonist has been detained by the police over a cartoon of the minister. He is being held at the CID. We need someone this afternoon, please.",
    intent: "urgent",
  },
  { message: "Which number can I ring from the UK?", intent: "phone" },
  {
    message:
      "Dear Sir, I write with great urgency. Our senior correspondent was detained at the Central Police Station last night after publishing a story on the council contracts. He has not been allowed to see anyone. Kindly advise how your firm can assist immediately.",
    intent: "urgent",
  },
  {
    message:
      "There are rumours that our station will be closed because of our political talk show. Someone said the government can just switch us off. can they shut down a radio station without going to court first?",
    intent: "legal-question",
  },
  { message: "my colleague was a rested on air live just now, the listeners heard everything. station in port loko. need lawyer", intent: "urgent" },
  { message: "abeg I fraid. Di man wey I expose for radio don send message say e go finish mi before Friday", intent: "safety" },
  { message: "Do I need to bring the newspaper copies with the article in it?", intent: "knowledge:What to bring" },
  {
    message:
      "my uncle the station manager in Kailahun was locked up yesterday by the chiefdom police for a program about the chief. Can you do anything from freetown?",
    intent: "urgent",
  },
  { message: "what are your fees? I'm a freelance journalist, not much money", intent: "knowledge:Fees" },
  { message: "Abeg, soja dem don tek we reporter na Wilberforce barracks since last nite, dem say na spy", intent: "urgent" },
  { message: "Our shareholders agreed to go to arbitration over the sale of the radio station. Need a lawyer for it.", intent: "area:arbitration" },
  {
    message: "Dear Sir, our newspaper published a correction within one week of the story. Does that protect us from being sued by the businessman?",
    intent: "legal-question",
  },
  { message: "mi wan know di lawyer dem name", intent: "team" },
  { message: "una de tek all kind of case?", intent: "services" },
  { message: "how to start a podcast in Sierra Leone", intent: "off-topic" },
  {
    message: "Our printing partner and we have a dispute and our contract says arbitration. Need help with the arbitration process.",
    intent: "area:arbitration",
  },
  { message: "how do i book an appointment, im a photographer", intent: "booking" },
  { message: "customs seized our satellite dish at the quay saying we need a permit. we need help getting it released", intent: "area:shipping" },
  { message: "What services do you offer?", intent: "services" },
  { message: "how much for printing 500 flyers", intent: "off-topic" },
  {
    message:
      "I started my radio station with one transmitter and a borrowed laptop. Now a businessman from Lagos wants to buy 40% of it and put in new equipment. I need a lawyer to handle the deal so I don't lose control.",
    intent: "area:business",
  },
  { message: "shipping company lost 2 pallets of our books coming from the UK. who can help us claim", intent: "area:shipping" },
  { message: "family land dispute. my brothers want to fence off the part i gave to the local radio", intent: "area:land" },
  { message: "translate this news bulletin into Krio for me", intent: "off-topic" },
  {
    message: "Bonjour, my cousin is a journalist, he was arrested at the border at Gbalamuya this morning and is still held by police there. Can a lawyer go?",
    intent: "urgent",
  },
  { message: "make appointment for me. Tuesday any time", intent: "booking" },
  { message: "hw fo fix di generator for di station, e de smoke", intent: "off-topic" },
  { message: "We want to buy land in Waterloo to put up a radio mast. Need a title search before we pay.", intent: "area:land" },
  { message: "adres pls", intent: "address" },
  {
    message:
      "I wrote an article about missing funds at a hospital. Now I have a letter from CID asking me to come and answer questions next Monday. I need a lawyer to go with me.",
    intent: "area:criminal",
  },
  {
    message:
      "Two stations share one mast in Makeni, ours and another one. Now they say we owe for electricity and they have been switching off our equipment. we want mediation, not court, we still need to work together",
    intent: "area:arbitration",
  },
  { message: "is it a big firm? how many lawyers work there", intent: "team" },
  { message: "Parlez-vous français? my English is not good", intent: "knowledge:Languages spoken" },
  { message: "Who is Isatu Bangura? I heard her name on a radio programme about the port", intent: "attorney:Isatu Bangura" },
  { message: "The journalists union would like to book a lawyer to sit with 3 of our members one by one. How do we arrange that?", intent: "booking" },
  {
    message:
      "Our community radio covers three chiefdoms. One paramount chief did not like a programme on land and sent word that we are banned from his chiefdom. can he really do that?",
    intent: "legal-question",
  },
  { message: "abeg help mi register di business name fo mi photography studio na Kenema", intent: "area:business" },
  { message: "the basketball court near the stadium, who do I book it from for our station tournament?", intent: "off-topic" },
  { message: "do you speak Krio?", intent: "knowledge:Languages spoken" },
  { message: "we want mediation between the station owners and the staff association before this goes to court", intent: "area:arbitration" },
  { message: "what do I need to bring for first consultation", intent: "knowledge:What to bring" },
  { message: "wat kind of matters u people deal with", intent: "services" },
  { message: "Do you have a female lawyer? I'd be more comfortable talking to a woman about this", intent: "team" },
  {
    message: "Dear Sir, I was dismissed from the newspaper without notice after 9 years of service. I need help with my employment dispute.",
    intent: "area:contract",
  },
  { message: "mi boss don go answer invitation for CID dis morning, now dem nor de let am comot. since 9 o'clock. abeg", intent: "urgent" },
  { message: "do you do legal aid for journalists who can't pay?", intent: "knowledge:Fees" },
  { message: "police dey take my husband now now from we house, e na newspaper man, dem nor show any paper", intent: "urgent" },
  { message: "medicine for sore throat, I have to present tonight", intent: "off-topic" },
  { message: "open on sunday?", intent: "hours" },
  {
    message: "Hello, is this the lawyers? they have arrested my son, he is a reporter, he is in cell at Ross Road. He did nothing wrong only report",
    intent: "urgent",
  },
  { message: "Is it legal for the radio station to not pay presenters for 5 months and still want us to come to work every day?", intent: "legal-question" },
  { message: "can I pass by at 4:45 or una go don close", intent: "hours" },
  {
    message:
      "I have been publishing a weekly paper in Bo for two years without proper registration. Someone told me this can cause trouble. I would like to book a consultation about registering it",
    intent: "booking",
  },
  { message: "for the company registration meeting, which papers do i bring along", intent: "knowledge:What to bring" },
  { message: "Is Ibrahim Jalloh the lawyer who does human rights cases? someone at SLAJ mentioned his name", intent: "attorney:Ibrahim Jalloh" },
  { message: "they are outside my gate now with sticks saying i insulted their chief on radio. I am inside with my family", intent: "safety" },
  { message: "hw u de", intent: "greeting" },
  { message: "do you have any women partners", intent: "team" },
  {
    message: "my daughter a student journalist was picked by police during the protest at Fourah Bay, she still at Congo Cross station. she has asthma pls",
    intent: "urgent",
  },
  { message: "Make me a jingle for our morning show", intent: "off-topic" },
  {
    message:
      "We contracted a Ghana printing firm to print our school textbooks. They sent the wrong editions and refuse to reprint. The contract says disputes go to arbitration. need help with the arbitration",
    intent: "area:arbitration",
  },
  {
    message: "Pls they've been following my car for 3 days since the corruption story. today they blocked my road and said I will disappear",
    intent: "safety",
  },
  { message: "contact details pls, for the directory of legal services we publish every year", intent: "contact" },
  { message: "Wusai una office de? I de come from Lumley", intent: "address" },
  {
    message: "my husband beats me every time i come home late from the newsroom. last night was bad. i am at my sister's now and he keeps threatening",
    intent: "safety",
  },
  { message: "di land we put di transmitter na di hill, one man don come say na e own. abeg help", intent: "area:land" },
  {
    message: "Police are here at the printing house right now, taking away the machines and our foreman with them. They are loading him into the van.",
    intent: "urgent",
  },
  {
    message: "Grandpa was a printer and left a will but my aunt is hiding it. We want it read properly. Can you help with the probate?",
    intent: "area:family",
  },
  { message: "a woman presenter at our station is being beaten by her husband, she showed us the marks. she is afraid to go home tonight", intent: "safety" },
  { message: "does a publisher have the right to keep selling my book after our agreement ended last year?", intent: "legal-question" },
  {
    message:
      "Dear Sir, our publishing house has a commercial dispute with a foreign distributor. Our agreement provides for arbitration in Freetown. Please assist.",
    intent: "area:arbitration",
  },
  { message: "whats ur phone number", intent: "phone" },
  { message: "how many partners are in Kamara & Associates?", intent: "team" },
  {
    message:
      "Please I beg. My father is editor, they took him from church this morning, men in uniform. We went to the station but they say he is not there. We dont know where he is",
    intent: "urgent",
  },
  { message: "Do you help ordinary people or only companies?", intent: "services" },
  { message: "I am a listener in Pujehun, how do I get in touch with the lawyers?", intent: "contact" },
  { message: "Bonjour, I want a lawyer to draw up a distribution agreement for my newspaper in Guinea and Sierra Leone", intent: "area:contract" },
  { message: "journalist released after 3 days detention without charge. now we want to file a human rights complaint", intent: "area:criminal" },
  { message: "appreciated 🙏", intent: "thanks" },
  { message: "Dear Sir, I seek assistance with obtaining a title deed for land my late father, a journalist, bought in 1985.", intent: "area:land" },
  { message: "kushe o", intent: "greeting" },
  {
    message:
      "An ad agency booked a 3-month campaign on our station for a bank client and we ran every spot. Now they say the bank is unhappy and they will pay only half. We prefer an out of court settlement, can you help?",
    intent: "area:arbitration",
  },
  {
    message: "police took our equipment during a raid last week, nobody charged, we want help to get it back and hold them accountable",
    intent: "area:criminal",
  },
  { message: "Dear Sir, kindly provide your email so that our editor can write to you formally.", intent: "email" },
  {
    message:
      "Officers have been asking my neighbours about me since my series on police checkpoints. I haven't been arrested or called. I want to have a criminal lawyer ready in case.",
    intent: "area:criminal",
  },
  {
    message:
      "My husband, a photographer, died in an accident last month. His family has taken his cameras and the keys to our house. I need a lawyer for my children's inheritance.",
    intent: "area:family",
  },
  {
    message:
      "I am a court reporter. There is a case where a 15 year old boy is accused with two adults. My editor wants to print the boy's name and photo. is it legal for us to publish it?",
    intent: "legal-question",
  },
  {
    message:
      "Our reporter was interviewing traders about the market fire. A group of men just chased him at Calaba Town. He is hiding in a shop now and they are waiting outside for him.",
    intent: "safety",
  },
  {
    message: "they just picked up our editor from the printing press, 3 men in plain clothes, said he is wanted at headquarters. pls call me",
    intent: "urgent",
  },
  { message: "port storage charges on our newsprint are piling up because of a dispute with the clearing agent. Can you help?", intent: "area:shipping" },
  { message: "my laptop got virus and all my stories are gone, can you fix it", intent: "off-topic" },
  {
    message:
      "A supermarket booked adverts on our station for 2 months. After 3 weeks the owner says he called to cancel but nobody here remembers the call. Does he have to pay for the adverts we already aired?",
    intent: "legal-question",
  },
  {
    message:
      "The CID have kept our publisher overnight and now they say they are transferring him to Pademba Road. Please, we need a lawyer before they move him.",
    intent: "urgent",
  },
  { message: "Can I have the firm's telephone number for our station's contacts list?", intent: "phone" },
  { message: "I need to sit down with one of your lawyers about starting a radio station. please give me a date", intent: "booking" },
  { message: "hi there, greetings from the newsroom", intent: "greeting" },
  {
    message: "My photo of the flood was shared by an international agency. I posted it free on Facebook first. Do I still have any rights over it?",
    intent: "legal-question",
  },
  { message: "people de tear we posters and dem de shout say dem go lynch di journalist. I dey inside di station", intent: "safety" },
  {
    message: "Hello from Liberia side. My cousin is a journalist in Freetown with a court case for publishing leaked documents. Can you defend him?",
    intent: "area:criminal",
  },
  { message: "The minority shareholders of our TV company want to remove the MD. We need legal help with the governance side.", intent: "area:business" },
  { message: "wetin na di exchange rate dollar to leone today", intent: "off-topic" },
  { message: "ok I go go now, bye", intent: "goodbye" },
];
