import type { LabelledMessage } from "./labelled-message";

// Event planners, photographers, DJs for hire, party rental and venue owners; writers: Aminata (Aberdeen planner, polished), DJ Blaqboi (Kissy, Krio SMS), Pa Santigie (Makeni chairs and canopies, formal with typos), Fatu (Bo photographer, voice typing), Ibrahim (Lumley hall owner, long stories), Kadiatu (teen decorator, dropped vowels), Mariama (UK diaspora client), Osman (Kenema sound and generator hire, fragments)
export const DEVELOPMENT_HUNDRED_AND_FIFTH: LabelledMessage[] = [
  { message: "Gud mornin una, na DJ Blaqboi dis", intent: "greeting" },
  {
    message:
      "Good afternoon. I run a small event planning company in Aberdeen. A client booked us for her daughter's engagement and we did everything, decor, catering coordination, MC. Now she is refusing to pay the balance of Le 15,000 saying the flowers were not fresh. I need a lawyer to help me recover the money.",
    intent: "area:contract",
  },
  {
    message:
      "abeg police don hold my DJ boy since last nite after the show for Wellington, dem say na him start the fight. he still de na the station now. wetin we go do",
    intent: "urgent",
  },
  { message: "how much una de rent 100 plastic chairs for one day", intent: "off-topic" },
  {
    message:
      "If a bride cancels her wedding 2 weeks before, am I legally allowed to keep the full deposit she paid for photography? Our agreement was only on WhatsApp.",
    intent: "legal-question",
  },
  { message: "una open on saturday? i de work events all week so na only weekend i free", intent: "hours" },
  {
    message:
      "Dear Sir, I am the owner of a hall at Lumley wich we rent for weddings and partys. The land was bought from a family in 2009 but now another family member is claming the land and saying my conveyance is fake. I want your firm to conduct a search and defend my title. Yours faithfuly, S. Kargbo",
    intent: "area:land",
  },
  {
    message:
      "the groom brother dem de threaten me say dem go beat me if I no give dem the wedding pictures today. dem don come my studio twice. I fraid for go out",
    intent: "safety",
  },
  {
    message: "I would like to book a consultation with a lawyer about a client who damaged 40 of my chairs and 2 canopies. Which day is available next week?",
    intent: "booking",
  },
  {
    message:
      "my business partner in the sound system business reported me to CID saying I stole his speakers. I have been invited for statement on Monday. I need a criminal lawyer to go with me.",
    intent: "area:criminal",
  },
  { message: "pls wat is the best camera for wedding photography under $800", intent: "off-topic" },
  { message: "how many lawyers do you have there", intent: "team" },
  {
    message:
      "Sir they just took my husband from the venue in a police pickup, the venue owner said he broke the glass door. Please help, they are driving to Congo Cross station now",
    intent: "urgent",
  },
  {
    message:
      "Good evening, my late father left us his party rental business, canopies, chairs, two generators, and my stepmother is saying everything is hers. There was no will. Can someone help us with letters of administration?",
    intent: "area:family",
  },
  { message: "how much u charge to write letter to a client dat no pay me", intent: "knowledge:Fees" },
  {
    message: "Me and 2 other DJs want to register a company for our entertainment business, with shares. How do we go about it wit una?",
    intent: "area:business",
  },
  {
    message:
      "The client signed our rental form which says any damage is charged at full replacement cost. She says she will not pay for the torn canopy because it was the rain that tore it. Does the law support my form or her?",
    intent: "legal-question",
  },
  { message: "wetin be the weather for saturday, we get outdoor wedding na Lakka beach", intent: "off-topic" },
  {
    message:
      "A gang of boys attacked my staff when we were packing up the chairs after the funeral reception at Calaba Town. They are still outside the compound with sticks. What do I do",
    intent: "safety",
  },
  {
    message:
      "I imported a container of chiavari chairs and LED lights from China, it's been stuck at Queen Elizabeth II Quay for 3 weeks, customs say the valuation is wrong. Do you handle customs issues like this?",
    intent: "area:shipping",
  },
  { message: "wetin be una phone number", intent: "phone" },
  {
    message:
      "We had a dispute with the hotel that hosted our corporate event, they overcharged us by Le 40,000. We don't want court, both sides agreed to mediation. Can your firm handle the mediation for us?",
    intent: "area:arbitration",
  },
  {
    message:
      "pls my photographer was arrested at State House gate for taking pictures, they are holding him since yesterday at the barracks. we cant reach him",
    intent: "urgent",
  },
  { message: "I want to see a lawyer tomorow morning pls. Im a DJ and a client refusing to pay me", intent: "booking" },
  { message: "where is your office located? I will be coming from Waterloo", intent: "address" },
  { message: "good day, wat kind of cases una de handle?", intent: "services" },
  {
    message: "a guest fell from my stage at the party and broke his leg. his family now say I must pay his hospital bill. am I responsible by law?",
    intent: "legal-question",
  },
  { message: "What time do you close on Fridays?", intent: "hours" },
  {
    message:
      "I need someone to draft a proper contract for my photography clients. Too many of them don't pay the balance after I deliver. Something with deposit terms, delivery dates and who owns the pictures.",
    intent: "area:contract",
  },
  { message: "can u help me write a caption for my DJ flyer for December", intent: "off-topic" },
  { message: "Hi there", intent: "greeting" },
  {
    message: "Dem don lock my padi na Kissy police since Sunday because of fight na the boys party. Dem no gree for bail am. Abeg send lawyer",
    intent: "urgent",
  },
  {
    message:
      "we de rent lan for put our canopies dem and store chairs. the owner now wan drive we out before the lease done. na 5 years lease we sign. una de handle dis kind tin?",
    intent: "area:land",
  },
  { message: "Pls what is your email address, I want to send the contract for review", intent: "email" },
  { message: "Do any of your lawyers speak French? My client is from Conakry and his English is not so good.", intent: "knowledge:Languages spoken" },
  {
    message:
      "I was charged with assault after a fight at a wedding I was photographing. The matter is at the magistrate court next month. I need a defence lawyer.",
    intent: "area:criminal",
  },
  {
    message:
      "my ex husband keep coming to my event hall and threatening to kill me in front of guests, last night he slapped me. I am scared to open this weekend",
    intent: "safety",
  },
  {
    message: "if I deliver the wedding photos late, like 3 months instead of 1 month, can the couple take me to court and get all their money back?",
    intent: "legal-question",
  },
  { message: "ok tenki o", intent: "thanks" },
  {
    message:
      "Dear Sir/Madam, I own a venue in Hill Station and I want to bring in an investor from Ghana who will put money for the renovations. How should we structure the shares? I would like your firm to advise and draw up the agreement.",
    intent: "area:business",
  },
  { message: "pls how to charge my camera battery wen no light, we de for village wedding", intent: "off-topic" },
  { message: "hmm pls", intent: "unknown" },
  { message: "how can I reach una? I de Makeni", intent: "contact" },
  { message: "police de na my gate now, dem say dem wan carry me because the canopy fall on somebody at the party. wetin I for do", intent: "urgent" },
  {
    message: "I am a photographer and my wife and I are separating. She wants to take our 2 children to the UK. I need a family lawyer for custody.",
    intent: "area:family",
  },
  { message: "Good day. Kindly schedule an appointment for me with your contract lawyer on Thursday at 11am if possible.", intent: "booking" },
  {
    message:
      "my sound equipment came on a ship from Antwerp and when we open the container half the speakers dem broke. I wan claim from the shipping line. una fit help?",
    intent: "area:shipping",
  },
  {
    message:
      "The venue owner locked the gate and is holding my generators and speakers because he says the client owes him. It's not my debt. Can he legally keep my equipment?",
    intent: "legal-question",
  },
  { message: "how many chairs fit under a 10 by 20 canopy", intent: "off-topic" },
  { message: "r u open nw", intent: "hours" },
  { message: "Dem dey beat my brother dem na the wedding now now, na the groom people dem, we hide inside the kitchen. Abeg wetin we go do", intent: "safety" },
  { message: "Una get woman lawyer? I prefer to talk to a woman about my matter", intent: "team" },
  {
    message:
      "Our event company has an arbitration clause in the contract with the bank we did the end of year party for. They won't pay us. We want to start the arbitration, can you act for us?",
    intent: "area:arbitration",
  },
  { message: "wat docs shd I carry wen I come? I have the receipts and WhatsApp chats with the client", intent: "knowledge:What to bring" },
  {
    message: "My DJ and his MC were carried to Ross Road police station around 2am, they said noise. They are still there. Please someone should go",
    intent: "urgent",
  },
  {
    message:
      "I was working for an event planning company for 3 years, they sacked me without notice and did not pay my last 2 months salary. I need help to get my money.",
    intent: "area:contract",
  },
  { message: "Is Christiana Thomas available? A friend said she helped her with a supply contract", intent: "attorney:Christiana Thomas" },
  { message: "give me a nice playlist for an 80th birthday party pls, mix of old highlife and gospel", intent: "off-topic" },
  { message: "Do you do only court cases or also contracts and company papers?", intent: "services" },
  {
    message:
      "my photographer partner left and took the hard drives with all our clients photos. does he have the right to do that since he bought half the drives?",
    intent: "legal-question",
  },
  { message: "Salaam aleikum", intent: "greeting" },
  {
    message:
      "dem accuse me say I tif the bride gold chain at the reception. police don take my statement and release me, now dem say court. I need lawyer for defend me",
    intent: "area:criminal",
  },
  { message: "WhatsApp number pls", intent: "phone" },
  {
    message:
      "The client I refused to refund came to my shop with 3 men holding cutlass, they said they will come back tonight. I have closed and I am hiding in my neighbour house",
    intent: "safety",
  },
  { message: "abeg I wan meet one lawyer dis week, about my hall lan palava", intent: "booking" },
  {
    message: "My grandfather land where I built the party hall, now my uncles want to sell part of it. It's family land in Bo. I need lawyer for this.",
    intent: "area:land",
  },
  { message: "I need a good cake baker in Freetown for a wedding of 300 people, who do you recommend?", intent: "off-topic" },
  {
    message:
      "Good evening, the police arrested my sister (she is the event planner) at the hotel in Aberdeen because a client says she stole the money. She has been in the cell since this afternoon.",
    intent: "urgent",
  },
  { message: "if I cancel a booking because my father died, do I have to refund the full deposit or can I keep part?", intent: "legal-question" },
  { message: "Are you open during the Christmas holidays? I can only come after the 26th.", intent: "hours" },
  {
    message:
      "I want to open a bank account for my rental business but the bank says I need company registration documents and a board resolution. Can your business lawyer do that for me?",
    intent: "area:business",
  },
  { message: "Do you allow paying in parts? business slow dis rainy season", intent: "knowledge:Fees" },
  {
    message:
      "My husband died last month. He owned the DJ equipment and the bus. His people came and took everything. I have 3 children. I need help to get our share.",
    intent: "area:family",
  },
  { message: "plz hw do I fix lagging in Lightroom on my laptop", intent: "off-topic" },
  { message: "send me ur email", intent: "email" },
  {
    message:
      "Abeg dem don hold my papa na Lumley police, na him get the hall. pipul fight na wedding last night and one boy die. dem say the owner responsible. he de inside now",
    intent: "urgent",
  },
  {
    message:
      "the freight forwarder is asking demurrage charges for my container of tents that was delayed at the port, na dem fault. is this something una handle?",
    intent: "area:shipping",
  },
  { message: "Thank you so much for the information, very helpful.", intent: "thanks" },
  {
    message: "pls help my fiance de beat me since morning because I book wedding photographer without telling am. I dey lock inside bathroom",
    intent: "safety",
  },
  {
    message:
      "Me and my former partner in the decor business, we no want court. We want somebody neutral for settle who get the chairs and the van. Una de do dat?",
    intent: "area:arbitration",
  },
  {
    message: "Client damaged 3 of my canopies at a party in Kenema. Can I charge her the new price or only what the old ones were worth?",
    intent: "legal-question",
  },
  {
    message:
      "Please share all your contact details, I'm in London and want to reach the firm about an event planner in Freetown who disappeared with my money.",
    intent: "contact",
  },
  { message: "i wan book appointment wit una 4 monday, na abt my photos work", intent: "booking" },
  {
    message: "The hotel we partnered with for wedding packages wants to renew the contract but they added new terms. Can someone review it before I sign?",
    intent: "area:contract",
  },
  { message: "wat time kick off Leone Stars match tomorrow, we de show am na the hall", intent: "off-topic" },
  {
    message:
      "The police have charged my DJ with unlawful noise and obstruction. He is on bail now and court is on the 14th. Please I need a lawyer to represent him.",
    intent: "area:criminal",
  },
  { message: "pls dem carry my boy dem wey set up canopy go na police post, dem say dem block the road. dem de there since 5 o clock", intent: "urgent" },
  { message: "how do i get to your office from Lumley by poda poda", intent: "address" },
  { message: "who are the lawyers in your firm?", intent: "team" },
  { message: "can una help people wey de do event business? like contracts, debts, land for hall and so on", intent: "services" },
  { message: "una lawyer dem sabi Mende? my mama wan explain hin self", intent: "knowledge:Languages spoken" },
  { message: "can the venue owner stop my DJ from playing after 11pm even though our contract says until 2am? who is right", intent: "legal-question" },
  {
    message:
      "Madam, we are a party rental company. We booked space on a vessel to bring tents from Turkey, the vessel skipped Freetown and offloaded our cargo in Dakar. We need to claim from the carrier.",
    intent: "area:shipping",
  },
  { message: "I have issue", intent: "unknown" },
  { message: "ok bye", intent: "goodbye" },
  {
    message:
      "we have a company for events, 3 shareholders, one of them is not contributing anything and wants dividends. We need advice on the shareholder agreement and maybe to remove him.",
    intent: "area:business",
  },
  { message: "SOS police at my studio right now taking me and my assistant, they say the photos we took at the rally. call me", intent: "urgent" },
  { message: "pls I need a will written. I have a hall and 2 canopy businesses and I want it clear for my children after I die.", intent: "area:family" },
  {
    message:
      "the client and I signed that any dispute go to arbitration. now he got an award against me for Le 20,000 and wants to enforce it. I think it was unfair, can your arbitration team help?",
    intent: "area:arbitration",
  },
  { message: "I want to buy a plot at Tokeh to build an outdoor events garden. Can your firm do the title search first?", intent: "area:land" },
  { message: "Alright, goodbye and have a nice day", intent: "goodbye" },
  {
    message: "Is it legal for the city council to fine me for putting a canopy on the street for a funeral? we always do it in our area",
    intent: "legal-question",
  },
  { message: "Wat time una de open in the morning?", intent: "hours" },
  {
    message:
      "Dear Sir, I rented 200 chairs and 6 canopys to a client for his daugther wedding in Makeni. He returned only 170 chairs and 2 canopys are torn to pieces. He refuse to pay for the lost ones. I need your help to recover the cost. Thanking you in antcipation. Pa S. Sesay",
    intent: "area:contract",
  },
  {
    message: "my brother the DJ de na Kenema police cell since yesterday morning, dem say he play music for funeral without permit. nobody tell we notin",
    intent: "urgent",
  },
  { message: "how do I make a balloon arch for a baby shower step by step", intent: "off-topic" },
  {
    message: "the bride's uncle pulled a knife on my photographer at the reception just now, we ran into the car and they are still following us",
    intent: "safety",
  },
  {
    message:
      "the couple say they own the copyright in the wedding pictures because they paid. Can I still post them on my instagram page without their permission?",
    intent: "legal-question",
  },
  { message: "Pls can I talk with a lawyer on phone today about my deposit case? I'm in Kenema, can't travel", intent: "booking" },
  {
    message:
      "my wife and I own the events company together and now we are divorcing she wants the whole business and the house at Goderich I need a divorce lawyer please full stop",
    intent: "area:family",
  },
  { message: "who is the best DJ in Freetown right now?", intent: "off-topic" },
  { message: "Do you have many lawyers or just one?", intent: "team" },
  {
    message:
      "my generator dem for events come from Dubai by ship. shipping company say the bill of lading lost and dem no wan release the goods. I need lawyer quick",
    intent: "area:shipping",
  },
  {
    message: "They are arresting our whole crew at the beach party in Lakka right now, the police have put 6 of us in the van. Pls send someone",
    intent: "urgent",
  },
  {
    message: "Is there parking at your office? I'll be driving my van with the sound system inside and I don't want to leave it on the road",
    intent: "knowledge:Parking",
  },
  {
    message:
      "I leased a hall in Wilberforce for 3 years and paid 2 years upfront. The landlord has now sold the building and the new owner says my lease is not his business. Please I need a land lawyer.",
    intent: "area:land",
  },
  { message: "A DJ I hired didn't show up for the wedding and the bride is now suing me, the planner. Am I liable or is the DJ?", intent: "legal-question" },
  { message: "hellooo", intent: "greeting" },
  {
    message:
      "We have an arbitration award against a hotel that refused to pay our planning fees. They still haven't paid after 6 months. How do we enforce it? can una do am for we?",
    intent: "area:arbitration",
  },
  { message: "can u send me a template for an event budget in excel", intent: "off-topic" },
  {
    message: "Abeg help, dem don take my pikin na police station Waterloo. e go work as waiter na one party and dem say e tif phone. since yesterday e de der",
    intent: "urgent",
  },
  { message: "Whats the number to call the office", intent: "phone" },
  {
    message:
      "I'm accused of forging a receipt by a client who paid for decor. Police released me on bail but the case is going to court. I need a lawyer to defend me.",
    intent: "area:criminal",
  },
  { message: "What areas of law do you practice?", intent: "services" },
  {
    message: "pls my business partner don come with boys, dem de break my chairs and say dem go kill me if I open my mouth. I de hide upstairs",
    intent: "safety",
  },
  {
    message: "I want to register my photography studio as a limited company and also sort out the tax clearance. How does it work with your office?",
    intent: "area:business",
  },
  { message: "Pls what time una de open and weh side una office de?", intent: "hours", also: ["address"] },
  { message: "how much should I charge for a full day wedding shoot in Freetown?", intent: "off-topic" },
  { message: "My client paid with a cheque that bounced. Is that a crime in Sierra Leone or only a debt?", intent: "legal-question" },
  {
    message:
      "Dear Sir, I wish to request an appointment with one of your lawyers concerning a breach of contract by a venue. Kindly advise on a suitable date. Regards, Aminata",
    intent: "booking",
  },
  { message: "Na now now police come na my hall, dem handcuff my manager and put am inside vehicle. dem say drug. abeg", intent: "urgent" },
  {
    message:
      "the caterer we subcontracted for a 500 guests event collected 70% and disappeared on the day. We have the signed agreement. We want to sue her for the money and the damages.",
    intent: "area:contract",
  },
  { message: "Can I have your email? I'm in Manchester and my calls won't go through", intent: "email" },
  {
    message: "My mother died and left the party hall to me and my sister in her will, but my stepfather is refusing to leave. I need help with probate.",
    intent: "area:family",
  },
  { message: "I want to know if Ibrahim Jalloh still works with you, he defended my cousin before", intent: "attorney:Ibrahim Jalloh" },
  { message: "pls wat is the recipe for jollof rice for 200 guests, how many cups of rice", intent: "off-topic" },
  {
    message: "boundary palaver: my neighbour build fence inside my event garden space at Kossoh Town, he say na him lan. I get survey plan. I need lawyer",
    intent: "area:land",
  },
  {
    message:
      "Good morning. My husband, a sound engineer, was picked up by soldiers at the hotel event last night. We don't know where they took him. Please help.",
    intent: "urgent",
  },
  {
    message: "If a canopy falls and injures guests because of strong wind, who is responsible, the rental company or the person who hired it?",
    intent: "legal-question",
  },
  { message: "un open by 8am?", intent: "hours" },
  { message: "tenks plenty, God bless una", intent: "thanks" },
  {
    message:
      "My husband found out I was at the party I planned with my male colleague and he is coming home with a cutlass, he said he will finish me. i am outside the house now",
    intent: "safety",
  },
  {
    message:
      "Good day, we are a party rental business. A container of tents was damaged by seawater during the voyage. The insurer is refusing the claim. Do you handle cargo claims?",
    intent: "area:shipping",
  },
  { message: "which generator is better for outdoor events, 10kva or 15kva?", intent: "off-topic" },
  { message: "wetin I for bring when I come for the meeting? I get the contract paper and pictures of the broken chairs", intent: "knowledge:What to bring" },
  { message: "I would like to meet with someone this Friday afternoon regarding my photography studio lease", intent: "booking" },
  {
    message: "We are three event planners thinking of merging our businesses into one company. Need advice on governance and who controls what.",
    intent: "area:business",
  },
  { message: "how do I contact you people?", intent: "contact" },
  {
    message:
      "pls my DJ friend and me were stopped at checkpoint, police took him to Hastings station saying the speakers are stolen. he is inside now, we have receipts",
    intent: "urgent",
  },
  { message: "tell me about your lawyers, are they experienced?", intent: "team" },
  {
    message: "my DJ contract says disputes go to mediation first. client owes me for 3 events. i want to start mediation, who can do it for me there?",
    intent: "area:arbitration",
  },
  { message: "Pls help me", intent: "unknown" },
  { message: "my employee broke 20 plates at a wedding. can I deduct it from his pay?", intent: "legal-question" },
  { message: "how to get a visa for Ghana for a wedding shoot", intent: "off-topic" },
  {
    message:
      "my assistant was caught stealing from a client handbag at the event. I sacked him but now the client says I am also involved and reported me. I need a criminal lawyer before they charge me.",
    intent: "area:criminal",
  },
  { message: "de guests de fight na me event now with bottles, dem de chase me because I stop the music. I lock myself inside toilet. abeg", intent: "safety" },
  { message: "Which street is your office on? Is it near the Cotton Tree?", intent: "address" },
  {
    message: "I am a DJ, my girlfriend had my child and now she won't let me see the baby. I want custody or at least visiting rights. Can you help?",
    intent: "area:family",
  },
  {
    message:
      "Police don block the venue and take the owner, my uncle. dem de keep am inside Central police since 10 last night. dem say no permit for the show",
    intent: "urgent",
  },
  { message: "can you edit my wedding video?", intent: "off-topic" },
  { message: "need appointment asap with a lawyer re: unpaid invoices from corporate clients", intent: "booking" },
  {
    message:
      "Christening party client paid half then stopped answering. The agreement we signed says 2 weeks to pay balance. It has been 3 months. Pls help me recover.",
    intent: "area:contract",
  },
  { message: "Do you handle matters for small businesses?", intent: "services" },
  { message: "a guest recorded my DJ set and is selling it online. is that against the law?", intent: "legal-question" },
  { message: "Are you open on public holidays like Independence day?", intent: "hours" },
  { message: "una get place for park car?", intent: "knowledge:Parking" },
  {
    message:
      "shipping line charging us for late return of container but customs held it, not our fault. Do you handle disputes with shipping lines at the quay?",
    intent: "area:shipping",
  },
  { message: "wetin be the price of 1 bundle of MTN data", intent: "off-topic" },
  {
    message:
      "Please come to Aberdeen police station, my fiance is held there since Friday over a fight at the club where he was the DJ, they said he cant be bailed till Monday",
    intent: "urgent",
  },
  {
    message: "I want to buy the land where I rent for my event hall. The owner agrees but I want to be sure the title is clean. Can you do the conveyancing?",
    intent: "area:land",
  },
  { message: "Good afternoon Kamara & Associates", intent: "greeting" },
  {
    message: "the bride's family said they will not pay the balance because the photos were blurry. can they refuse or must they pay something?",
    intent: "legal-question",
  },
  {
    message:
      "I'm a female photographer. The client I worked for keeps messaging that he knows where I live and will hurt me if I don't send the raw files free. He came to my street yesterday. I am scared.",
    intent: "safety",
  },
  {
    message:
      "We want to get a loan from a bank for our party rental expansion. The bank wants legal documents for the company and a guarantee. Can your team help with the banking side?",
    intent: "area:business",
  },
  { message: "pls call me back on 076... actually wat is ur number I call u", intent: "phone" },
  { message: "hw 2 remove red eye in photoshop", intent: "off-topic" },
  {
    message:
      "The venue and my company have a long dispute about fire damage at the hall. Both of us prefer arbitration over court. Who in your firm can represent us in the arbitration?",
    intent: "area:arbitration",
  },
  {
    message: "They have my dad at the police for 2 days now because he was the MC at the wedding where a guest was stabbed. He did nothing. Please",
    intent: "urgent",
  },
  { message: "book me wit the land lawyer pls, any day after 2pm. and how much e go cost?", intent: "booking", also: ["knowledge:Fees"] },
  {
    message: "I received a summons to appear in court for conduct likely to cause a breach of the peace after my street party. Need a lawyer to defend me.",
    intent: "area:criminal",
  },
  { message: "How many partners and associates work at the firm?", intent: "team" },
  { message: "email address?", intent: "email" },
  { message: "is first consultation free?", intent: "knowledge:Fees" },
  { message: "Can a venue owner cancel my booking one week before because someone offered more money? I already paid in full.", intent: "legal-question" },
  { message: "I need a job as an event assistant, do you know anyone hiring?", intent: "off-topic" },
  { message: "what are all the ways I can reach you? I don't have airtime to call", intent: "contact" },
  {
    message: "My brother and I inherited our father's sound system business but he's selling the equipment without my agreement. I need help with the estate.",
    intent: "area:family",
  },
  { message: "I speak Temne better than English, is that ok for the meeting?", intent: "knowledge:Languages spoken" },
  { message: "pls I de hide na me hall storeroom. people wey vex say I spoil their wedding dem de outside wit stones", intent: "safety" },
  { message: "ma husband na police post since dis morning, dem say e nor return the chair dem wey e rent. please wetin we go do", intent: "urgent" },
  {
    message: "Our family land where I host outdoor events, my cousin is trying to get a separate title deed over part of it. I want to stop him.",
    intent: "area:land",
  },
  { message: "my speaker de show protect mode, how I fix am?", intent: "off-topic" },
  {
    message:
      "I bought a used mobile stage from Europe, it is on a vessel arriving at QEII next week. Customs say there is a duty I never heard of. Need help with clearing and the papers.",
    intent: "area:shipping",
  },
  { message: "I need an employment contract for my 10 casual workers who set up canopies, something simple and legal.", intent: "area:contract" },
  { message: "do i need to bring ID card to the meeting?", intent: "knowledge:What to bring" },
  { message: "bye bye, I go come tomorrow", intent: "goodbye" },
  { message: "what does your firm do exactly?", intent: "services" },
  {
    message: "Can your firm enforce a foreign arbitration award? A Ghanaian client owes my event company under an award made in Accra.",
    intent: "area:arbitration",
  },
  {
    message: "My son was granted bail after the party fight charges but the trial starts next month, we need a criminal defence lawyer.",
    intent: "area:criminal",
  },
  { message: "How do I register a business name for my DJ brand? I want to protect the name so nobody else use am.", intent: "area:business" },
  { message: "thanks, noted", intent: "thanks" },
  { message: "Pls send directions to your office, I'm coming from Kenema by bus", intent: "address" },
  { message: "Evening. Osman here, Kenema.", intent: "greeting" },
  {
    message:
      "Hello, I live in Leicester and paid a Freetown event planner £2,500 to organise my mum's 70th birthday. She sent photos of a half empty hall, no cake, none of the decor we agreed. We have the written agreement and the bank transfers. I want to hold her to the contract and get a refund.",
    intent: "area:contract",
  },
  { message: "Osman. Police carry my generator boy. Kenema station. Since morning. Say diesel stolen. Help", intent: "urgent" },
  { message: "wch canopy colour is trending 4 weddings dis yr", intent: "off-topic" },
  { message: "If a client hires my chairs and then sub-rents them to someone else at a profit, can I claim that profit from him?", intent: "legal-question" },
  {
    message: "hello please my landlord at the studio is banging my door with a machete saying I must leave tonight or he will kill me I am inside with my baby",
    intent: "safety",
  },
  { message: "Can I get an appointment on zoom? I'm in the US and want to talk to a lawyer about the wedding planner in Freetown", intent: "booking" },
  {
    message:
      "My parents were married under customary law and my father had a venue business. Now that he passed, his brothers say as a woman I cannot inherit anything. I want a lawyer to help me claim my share.",
    intent: "area:family",
  },
  {
    message:
      "we ship party supplies from Guinea by boat to Freetown and the last cargo was seized by the port authority because of paperwork. we need lawyer for port matter",
    intent: "area:shipping",
  },
  { message: "wen una de close today", intent: "hours" },
  {
    message: "pls pls dem don arrest my wife na the wedding she plan, the bride father say she tif the gift envelope dem. dem take am go Lumley police now now",
    intent: "urgent",
  },
  {
    message:
      "I have a lease agreement for the hall in Murray Town but the landlord never showed me the title deed. I want you to check whether he really owns it before I renew.",
    intent: "area:land",
  },
  { message: "My DJ contract has no cancellation clause. The client cancelled the night before. Am I entitled to anything?", intent: "legal-question" },
  { message: "hw much is a bus ticket from Freetown to Bo, I have a shoot there", intent: "off-topic" },
  {
    message:
      "Good afternoon, I am a venue owner. A corporate client and I have a dispute over damage to the hall and they suggested mediation instead of court. I'd like your firm to represent me in the mediation.",
    intent: "area:arbitration",
  },
  { message: "r ur lawyers all men or u get women too", intent: "team" },
  {
    message:
      "My DJ was charged with possession of cannabis found in his car after a gig. He's out on bail. We need a lawyer for the case at the magistrate court.",
    intent: "area:criminal",
  },
  { message: "Wetin I go do, police don surround my house now, dem say me canopy fall kill one pikin na the party. dem say make I come out", intent: "urgent" },
  { message: "need ur whatsapp", intent: "phone" },
  {
    message:
      "I'm a Sierra Leonean in Maryland and want to invest in an event center in Freetown with a local partner. Need advice on setting up the company and protecting my investment.",
    intent: "area:business",
  },
  {
    message:
      "Right now there is a fight at the venue, men with broken bottles, somebody is bleeding, we are locked in the office. police not coming. what should we do",
    intent: "safety",
  },
  { message: "Do you handle cases for photographers and DJs?", intent: "services" },
  { message: "can you write me a short poem for my sister wedding card", intent: "off-topic" },
  { message: "If my photographer loses the memory card with the wedding pictures, how much compensation can I get from him?", intent: "legal-question" },
  { message: "I want to schedule a meeting with your arbitration lawyer, i have a dispute with a hotel.", intent: "booking" },
  {
    message: "The supplier who sells me chairs delivered broken ones and refuses to replace them. We signed a supply agreement. I need someone to enforce it.",
    intent: "area:contract",
  },
  { message: "Madam, where can I park when I come for my appointment? is it safe for the car?", intent: "knowledge:Parking" },
  {
    message:
      "my son the photographer has been detained at the police since Tuesday, they say he took pictures of officers during the fight at the event. no bail",
    intent: "urgent",
  },
  { message: "Is adoption something you do? My late business partner's daughter lives with me and I want to adopt her legally.", intent: "area:family" },
  { message: "Wat is d email 4 consultation pls", intent: "email" },
  {
    message:
      "A vessel carrying our stage equipment for a concert was delayed 3 weeks and the concert was ruined. We chartered it. We need a shipping lawyer to handle the claim against the owner.",
    intent: "area:shipping",
  },
  {
    message: "the hall owner refused us entry on the wedding day because the other family paid more. is it breach of contract and what can I get?",
    intent: "legal-question",
  },
  { message: "best way to clean white chair covers with stains", intent: "off-topic" },
  { message: "???", intent: "unknown" },
  {
    message: "Family lan palava: me aunty build her shop inside the compound wey me papa give me for my events business. I need lawyer to sort am.",
    intent: "area:land",
  },
  {
    message: "abeg my partner vex because I no give am the deposit money, e say e go burn my store wit me inside. e de outside now de shout",
    intent: "safety",
  },
  { message: "Hi, can I come on Saturday morning or are you closed weekends?", intent: "hours" },
  { message: "They took the DJ off the stage and put him in the police car. He's being taken to Tower Hill now. He's my brother. Pls", intent: "urgent" },
  {
    message:
      "I was charged with fraud by a client who says I took her money for the wedding planning and did nothing. I did the work. Court date is next month. Need a criminal lawyer.",
    intent: "area:criminal",
  },
  { message: "Pls is Mohamed Conteh in the office? I want him to look at my land paper", intent: "attorney:Mohamed Conteh" },
  { message: "what r ur fees 4 a contract review? i'm a small business", intent: "knowledge:Fees" },
  {
    message: "What documents do I need for registering my event planning business at the Corporate Affairs Commission? can una do it for me?",
    intent: "area:business",
  },
  { message: "I'd like to come in next Tuesday at 10am to discuss a case of unpaid wedding photography fees.", intent: "booking" },
  { message: "Wat app u use for DJ mixing on phone", intent: "off-topic" },
  { message: "My client says she will not pay for the canopy that a drunk guest tore. Must the client pay or the guest?", intent: "legal-question" },
  {
    message: "We got an arbitration award against a hotel in our favour but they went to court to set it aside. Can your firm defend the award?",
    intent: "area:arbitration",
  },
  { message: "Thanks a lot. I'll call tomorrow.", intent: "thanks" },
  {
    message: "Dem don take me and my staff dem from the venue go police, na me de type from inside the station now. dem nor gree we call anybody",
    intent: "urgent",
  },
  { message: "i de na Guinea, how i fit contact una?", intent: "contact" },
  {
    message: "My employer (big events company) refused to pay my overtime for 6 weddings and now says I'm a contractor, not staff. I want to claim my money.",
    intent: "area:contract",
  },
  {
    message:
      "My decor assistant told me her boyfriend beats her and he came to our workshop today threatening her and me. She's hiding with me now. Please what can we do?",
    intent: "safety",
  },
  { message: "My wife left with the kids and our events business money. I want a divorce and to see my children.", intent: "area:family" },
  { message: "how many plates of food for 150 guests buffet", intent: "off-topic" },
  { message: "Are you a full service law firm or just one area?", intent: "services" },
  { message: "Pls am on Siaka Stevens Street now, which building is it?", intent: "address" },
  { message: "my husband de police cell since yesterday, dem say de speakers wey e rent na tif property. e get receipt. abeg una come", intent: "urgent" },
  { message: "I paid a man for a plot to build my event hall at Waterloo. Now another man has documents for the same land. I need help.", intent: "area:land" },
  { message: "Can I be sued if a wedding guest gets food poisoning at an event I planned but another company did the catering?", intent: "legal-question" },
  { message: "pls wan come see lawyer 2moro, abt my contract palava. wat time i fit come?", intent: "booking" },
  { message: "Hey, good evening", intent: "greeting" },
  {
    message:
      "Our sound equipment imported through QEII quay was undervalued by the clearing agent and now customs want to fine us. Need a lawyer to deal with customs.",
    intent: "area:shipping",
  },
  { message: "What should I carry to my appointment? Contract, receipts, photos of damaged canopies?", intent: "knowledge:What to bring" },
  { message: "men from the client side de wait for me outside the hall wit sticks, dem say if I comot dem go beat me. I de inside", intent: "safety" },
  { message: "One guest accuse my DJ say e wound am with bottle at the party. Police charge am, e de on bail. need lawyer for court", intent: "area:criminal" },
  { message: "hw to make my photography page get more followers on tiktok", intent: "off-topic" },
  { message: "how many lawyers una get wey de go court?", intent: "team" },
  {
    message: "My partner and I never registered our event business. Now he wants to leave, does he have the right to half of the equipment?",
    intent: "legal-question",
  },
  {
    message: "police come take my brother from the DJ booth since 1am. dem de hold am na Calaba Town station till now. pls una fit send lawyer",
    intent: "urgent",
  },
  {
    message: "I want to bring in a partner to my party rental company and give him 30% shares. Need a lawyer to draft the shareholders agreement.",
    intent: "area:business",
  },
  { message: "Do you work on Sundays? I have events Saturdays", intent: "hours" },
  {
    message:
      "We're a small decor company. The big event company we subcontract for owes us money and the contract says disputes go to arbitration. We need help starting it.",
    intent: "area:arbitration",
  },
  { message: "Hello, I want to make appointment with a family lawyer about my late husband's hall.", intent: "booking" },
  { message: "abeg wetin be good name for my new rental business", intent: "off-topic" },
  { message: "I want my DJ booking agreement reviewed, clients keep cancelling last minute and I lose other bookings.", intent: "area:contract" },
  { message: "which number I fit WhatsApp una", intent: "phone" },
  { message: "Emergency: soldiers took my photographer from the funeral at Goderich, we don't know where, they took his camera too.", intent: "urgent" },
  {
    message: "My employee got electrocuted setting up lights at a party. He's in hospital. Do I have to pay his medical bills by law?",
    intent: "legal-question",
  },
  {
    message: "My DJ got stabbed at the party and the guys who did it are still outside looking for the rest of us. We are hiding in the car.",
    intent: "safety",
  },
  {
    message: "I want a lease agreement drafted for the hall I rent out to event planners, monthly or per event. Can your land lawyer do it?",
    intent: "area:land",
  },
  { message: "do una take orange money or only cash for fees", intent: "knowledge:Fees" },
  {
    message: "My sister wants to make a will so her party rental business is shared among her 4 children. She is in hospital, can someone come to her?",
    intent: "area:family",
  },
  { message: "ok I go check una later, bye", intent: "goodbye" },
  { message: "wat is the best lens for low light reception photos", intent: "off-topic" },
  {
    message: "I heard police have a warrant for me after the fight at my venue but nobody has picked me up. i want a lawyer to go with me to report myself.",
    intent: "area:criminal",
  },
  { message: "A client's guest took a photo I edited and used it in a newspaper ad. Can I demand payment?", intent: "legal-question" },
  {
    message: "Abeg the police come take my mama from her party rental shop, say na her canopy dem used for illegal gathering. she de Goderich station now",
    intent: "urgent",
  },
  { message: "Do you handle claims for cargo stolen from the port warehouse? Our 300 chairs disappeared after discharge.", intent: "area:shipping" },
  { message: "Can you give me the email I can send the documents to?", intent: "email" },
  { message: "who is in the team? just want to know who I'll be talking to", intent: "team" },
  { message: "convert 500 dollars to leones pls", intent: "off-topic" },
  { message: "Is any lawyer free today at 3? I want to see someone about the deposit matter.", intent: "booking" },
  { message: "We have an events company but the directors are fighting over who signs cheques. Need governance help.", intent: "area:business" },
  { message: "Do I need to bring the original contract or is a photocopy fine?", intent: "knowledge:What to bring" },
  {
    message: "someone de follow me since I leave the wedding, e say e go show me because I no give am the drone footage. I de inside shop now, I fraid",
    intent: "safety",
  },
  { message: "so wetin", intent: "unknown" },
  { message: "see u later", intent: "goodbye" },
  { message: "Does anyone there speak Krio? My English is not strong", intent: "knowledge:Languages spoken" },
  { message: "Best way to reach your firm from the UK?", intent: "contact" },
  { message: "una office na Freetown or Bo?", intent: "address" },
  { message: "Much appreciated!", intent: "thanks" },
  { message: "Can I come at lunch time, 1pm? are you open then?", intent: "hours" },
  { message: "any parking space near your building for a big truck? I carry canopies", intent: "knowledge:Parking" },
  { message: "What services do you offer?", intent: "services" },
  {
    message: "My partner and I agreed to let an arbitrator decide who keeps the photography studio. I need a lawyer to present my side.",
    intent: "area:arbitration",
  },
  {
    message:
      "Dear Madam/Sir, I am writing to request a consultation regarding a dispute with my former business partner over our photography studio. I am available any weekday after 2 pm. Yours sincerely, F. Kanu",
    intent: "booking",
  },
  { message: "pls help dem don put my boyfriend inside cell na Bo police, e be DJ, dem say e play pass curfew time. since 2 days", intent: "urgent" },
  {
    message: "The council says my outdoor event venue at Juba is on state land and wants to demolish it. I have a conveyance from 2012. I need a land lawyer.",
    intent: "area:land",
  },
  { message: "which is cheaper for a wedding, renting a hall or a big canopy in the compound?", intent: "off-topic" },
  {
    message: "Pls I need a rental agreement for my chairs and canopies, with deposit, damage and late return charges. Can una draft am?",
    intent: "area:contract",
  },
  {
    message:
      "my co-worker at the events company keeps touching me and last night after the event he followed me home and tried to force me. I'm scared to go back to work and he knows where I live.",
    intent: "safety",
  },
  { message: "u open tmrw?", intent: "hours" },
  { message: "The bride wants all the RAW files but my contract says only edited photos. Does she have the right to the RAW files?", intent: "legal-question" },
  {
    message: "My ex-wife wants more maintenance because she says my DJ business is making big money now. I want a lawyer to handle the maintenance case.",
    intent: "area:family",
  },
  {
    message: "My brother was convicted of assault after a fight at a wedding where he was working security. We want to appeal. Can you help?",
    intent: "area:criminal",
  },
  { message: "Hello Chambers", intent: "greeting" },
  { message: "Una abeg, the police dem come the hall now now, dem de carry all the boys wey de work for me go inside truck", intent: "urgent" },
  {
    message: "Can you help me with the licence and registration for my events venue? The council and NRA are asking for many things.",
    intent: "area:business",
  },
  { message: "what is your office line?", intent: "phone" },
  {
    message:
      "I'm importing a party tent from Turkey, the seller says the charter party makes me pay demurrage if the ship waits. I don't understand it. Can your shipping lawyer look at it before I sign?",
    intent: "area:shipping",
  },
  { message: "hw 2 charge my wireless mic fast", intent: "off-topic" },
  { message: "Kindly fix me a meeting with a lawyer on Wednesday, I run a party rental business in Makeni and can travel down.", intent: "booking" },
  {
    message:
      "The other photographer and I have a quarrel over a shared client and he refuses to go to court. Can your firm help us settle it out of court, with a mediator?",
    intent: "area:arbitration",
  },
  { message: "how big is your team?", intent: "team" },
  {
    message: "abeg dem don hold my sister na the airport, she de come from UK for plan she wedding, immigration dem de keep am since morning",
    intent: "urgent",
  },
  { message: "Vous parlez français? Je suis DJ de Conakry, j'ai un problème de contrat à Freetown", intent: "knowledge:Languages spoken" },
  {
    message:
      "I want to buy a hall at Lumley from an old man whose children live abroad. I want the conveyance done right so the children can't come back later and claim it.",
    intent: "area:land",
  },
  { message: "Does a DJ need a licence to play music at weddings in Sierra Leone, or can they arrest me for it?", intent: "legal-question" },
  { message: "what's the best time to take golden hour photos in Freetown", intent: "off-topic" },
  { message: "Wetin una de do? una de help people wey get business palava?", intent: "services" },
  { message: "my pikin na photographer, dem arrest am na rally since last week, nobody tell we usai dem keep am", intent: "urgent" },
  {
    message:
      "A client wants me to sign a contract for their corporate end of year party but the penalty clauses look crazy. Can your contract lawyer check it first?",
    intent: "area:contract",
  },
  { message: "my uncle de threaten say e go kill me if I no sign the hall over to am. e come yesterday with 2 boys. I nor sleep for house", intent: "safety" },
  { message: "your email pls, i want to send u my rental agreement", intent: "email" },
  { message: "Can I book a video call with the shipping lawyer? I'm abroad.", intent: "booking" },
  {
    message:
      "I want to marry my fiancee properly under civil law and have a prenup because I own an events business. Is that something your family lawyers do?",
    intent: "area:family",
  },
  { message: "any good MC for a Fula wedding in Kissy?", intent: "off-topic" },
  { message: "Dear Sir, please confirm your working hours as I intend to visit from Kenema.", intent: "hours" },
  {
    message: "police arrest my husband at the party last night because of the noise, he is still at Wellington police, please what should we do",
    intent: "urgent",
  },
  { message: "they accuse my company of selling stolen chairs. police took statement, no arrest yet. I want lawyer to defend us.", intent: "area:criminal" },
  { message: "hw do I reach u guys quickly", intent: "contact" },
  { message: "Who is Adama Koroma? Is he the one that does arbitration?", intent: "attorney:Adama Koroma" },
  {
    message: "The police took my speakers as evidence after the fight at the party. Can they keep them forever? When will I get them back?",
    intent: "legal-question",
  },
  { message: "I own a photography studio and want to franchise it to Bo and Kenema. What legal setup do I need? Please help.", intent: "area:business" },
  { message: "appreciate it, tenki", intent: "thanks" },
  {
    message: "di pipul dem wey lose de wedding deposit done come me house wit cutlass now, dem de knock de door. me and me pikin dem de inside",
    intent: "safety",
  },
  { message: "how do I make an appointment?", intent: "booking" },
  { message: "parking dey?", intent: "knowledge:Parking" },
  {
    message:
      "The vessel that brought our chairs was arrested at the port for another debt of the owner and our containers are stuck on board. How can we get our cargo released?",
    intent: "area:shipping",
  },
  {
    message: "My cameraman and driver have been held at the checkpoint in Port Loko since yesterday, police won't release them without money.",
    intent: "urgent",
  },
  { message: "can u recommend a hotel in Kenema for my team, we have a wedding there", intent: "off-topic" },
  {
    message: "Is mediation possible for a dispute between me and the bride's family? They owe me for the decor but we are in-laws and don't want court.",
    intent: "area:arbitration",
  },
  { message: "wat days r u open", intent: "hours" },
  { message: "umm", intent: "unknown" },
  {
    message: "The hall I rent, the owner died and his children are fighting. Each one comes to collect rent. I need a lawyer to protect my lease.",
    intent: "area:land",
  },
  { message: "If the rental company's generator burns down part of my venue, can I make them pay for the whole repair?", intent: "legal-question" },
  { message: "Pls fix me appointment with the criminal lawyer. My DJ case is in court soon.", intent: "booking" },
  { message: "una lawyer dem plenty?", intent: "team" },
  { message: "Help!! police don take my DJ and all the equipment from the club, dem lock am inside since 4 o'clock", intent: "urgent" },
  {
    message: "My daughter's father refuses to pay child maintenance even though he is a well-paid event MC. I need a lawyer to take him to the family court.",
    intent: "area:family",
  },
  { message: "A man at the party has a gun and is threatening the DJ because he didn't play his song. We are all lying on the floor.", intent: "safety" },
  {
    message:
      "The DJ company I work for wants me to sign a new employment contract that stops me playing anywhere else for 5 years after I leave. Can someone look at it?",
    intent: "area:contract",
  },
  { message: "pls send me a CV template for a wedding planner job", intent: "off-topic" },
  { message: "Hi good morning 🙂", intent: "greeting" },
  {
    message:
      "A guest accused me, the venue owner, of locking him inside and taking his phone. The police have charged me with false imprisonment. I'm on bail. Please defend me.",
    intent: "area:criminal",
  },
  { message: "how much is a consultation with the lawyer?", intent: "knowledge:Fees" },
  {
    message: "They are dragging my brother out of the hall right now, police and some men in plain clothes, he is the owner. Please come quickly",
    intent: "urgent",
  },
  {
    message: "I want to partner with a hotel to run their events space. They want a joint venture. Can your business lawyer structure it?",
    intent: "area:business",
  },
  { message: "Can I WhatsApp you a voice note? which number?", intent: "phone" },
  { message: "I'd like to meet a lawyer in person this week, preferably Wednesday morning. It's about a canopy rental dispute.", intent: "booking" },
  { message: "my photo printer showing paper jam, wat do i do", intent: "off-topic" },
  { message: "Do you handle issues at Queen Elizabeth quay? customs are holding my DJ equipment because of a wrong HS code.", intent: "area:shipping" },
  { message: "can the police close my hall for playing music on Sunday? is there a law about that?", intent: "legal-question" },
  { message: "Weh una office de exactly? Siaka Stevens street na long road", intent: "address" },
  { message: "Abeg the client husband say e go shoot me if I post their wedding video online. e send me picture of gun", intent: "safety" },
  { message: "na now police tie the hand of my boys wey de load chairs, dem say curfew. dem de take dem go station", intent: "urgent" },
  { message: "Which matters do you deal with? I run a wedding business", intent: "services" },
  { message: "Lawyer fit talk Temne to my grandma? she na witness for the land", intent: "knowledge:Languages spoken" },
  { message: "What's the best way to get in touch, call, WhatsApp or email?", intent: "contact" },
  {
    message:
      "Family land issue: my grandmother's land at Hastings where we hold family events, one cousin has sold part to a stranger without our consent. Please help.",
    intent: "area:land",
  },
  { message: "Thank you very much Sir", intent: "thanks" },
  {
    message:
      "Client paid the deposit, we supplied 300 chairs and 10 canopies for the funeral, now he says he will pay when he sells his car. I need the money, pls help enforce.",
    intent: "area:contract",
  },
  { message: "Mob de gather outside my rental shop, dem say I tif their canopy, dem wan burn the shop. I de inside", intent: "safety" },
  { message: "My son has been held at CID headquarters since Thursday over a video he filmed at a party. They haven't charged him.", intent: "urgent" },
  { message: "I'm in London, my dad left a will for his events centre in Freetown and I'm the executor. Need help with probate there.", intent: "area:family" },
  { message: "what documents should I bring for the land matter", intent: "knowledge:What to bring" },
  { message: "Do you only do Freetown cases or the provinces too?", intent: "services" },
  {
    message: "My client pressed charges against me for cheating because her pictures came late. The police charged me and I'm on bail. Need defence.",
    intent: "area:criminal",
  },
  { message: "best soft drink for a kids party of 100", intent: "off-topic" },
  { message: "Can your firm help us raise investment from a Nigerian company for our event venue and do the paperwork?", intent: "area:business" },
  {
    message: "A cargo of marquees arrived short, 4 out of 20 missing, but the bill of lading says 20. Can una help claim from the shipping line?",
    intent: "area:shipping",
  },
  { message: "I want to talk to a lawyer. When can I come?", intent: "booking" },
  { message: "how many female lawyers una get?", intent: "team" },
  {
    message:
      "We have a dispute with our sound supplier and the contract says arbitration. We want your arbitration lawyer to represent us, how long does it take?",
    intent: "area:arbitration",
  },
  { message: "what time you open on Monday?", intent: "hours" },
  { message: "Will I find a place to park my pickup near the office?", intent: "knowledge:Parking" },
  {
    message: "The other side refuses to pay the mediation settlement we agreed for the damaged hall. Can you help enforce the settlement?",
    intent: "area:arbitration",
  },
  { message: "abeg set me appointment for Friday make I come explain my photos palava", intent: "booking" },
  { message: "Have a blessed weekend, bye.", intent: "goodbye" },
];
