import type { LabelledMessage } from "@/lib/chat/examples/labelled-message";

// Factories and industrial workers, Wellington industrial estate: Alusine (casual at flour mill, Krio SMS), Mrs Fatu Kanu (bottling plant shift supervisor), Mr Kargbo (soap factory owner, formal), Sorie (gate security, heavy Krio typos), Mariama (injured sawmill worker, voice typing), Abu (young forklift driver, SMS shorthand), Ishmael (UK diaspora son of a sawmill owner), Pa Bockarie (retired mill hand from the Guinea border, French words)
export const SIXTY_THIRD_TEST_SET: LabelledMessage[] = [
  { message: "Gud mornin una, na Alusine dis from Wellington", intent: "greeting" },
  {
    message:
      "Abeg una help, police don tek my broda from the flour mill gate dis morning, dem say na him tif di bags. Dem carry am go Wellington station now now",
    intent: "urgent",
  },
  { message: "wetin na di price for one bag of flour at di mill now? 50kg", intent: "off-topic" },
  {
    message:
      "I work as casual at the bottling plant for 3 years, no contract paper. Now dem say dem nor need me again from Monday. I want lawyer to help me talk to dem about my end of service money",
    intent: "area:contract",
  },
  { message: "wat time una office open 2moro", intent: "hours" },
  {
    message: "Is it legal for the factory to deduct money from my salary because a crate of bottles broke on my shift? I was not the one who dropped it.",
    intent: "legal-question",
  },
  {
    message:
      "Di supervisor dem and some boys say dem go wait for me after night shift and beat me because I report dem to manager. I fraid to go outside di gate",
    intent: "safety",
  },
  {
    message:
      "Dear Sir, I am the proprietor of a soap manufacturing company at Wellington Industrial Estate. A neighbouring company has erected a fence which encroaches about six metres into our plot. I wish to engage your firm on this boundary matter. Yours faithfully, A. Kargbo",
    intent: "area:land",
  },
  { message: "how many lawyers una get dey", intent: "team" },
  {
    message:
      "We imported two containers of caustic soda for the soap factory and they are stuck at Queen Elizabeth Quay for 3 weeks, customs keep asking for new papers. Do you handle this kind of port matter?",
    intent: "area:shipping",
  },
  { message: "pls hw do i get forklift licence in freetown", intent: "off-topic" },
  { message: "I would like to book an appointment with one of your lawyers this week regarding my injury at the sawmill", intent: "booking" },
  {
    message:
      "Dem charge me to court say I tif engine oil from di sawmill. Next hearing na Thursday for Pademba Road magistrate. I nor get lawyer, una fit defend me?",
    intent: "area:criminal",
  },
  { message: "how much una de charge for consultation? i na just casual worker i nor get plenty money", intent: "knowledge:Fees" },
  {
    message:
      "my husband na security at di bottling plant, military men come tek am last night say somtin miss from di store. Since yesterday e dey dey barracks, dem nor free am",
    intent: "urgent",
  },
  {
    message:
      "My husband lost his arm in the sawmill and since then he left me and the three children and does not give anything for their food. I need help to get maintenance from him.",
    intent: "area:family",
  },
  { message: "Hi", intent: "greeting" },
  {
    message: "I want to register my small bottled water company, we have 2 machines at Wellington already. Una fit help me register am proper?",
    intent: "area:business",
  },
  {
    message: "If I sign di paper dem give me after di accident, say I accept di small money and I nor go claim again, I still fit go court later?",
    intent: "legal-question",
  },
  { message: "which factory dem de hire casual workers now for wellington", intent: "off-topic" },
  {
    message:
      "Our flour mill has a dispute with the wheat supplier over short deliveries. The contract has an arbitration clause and we prefer to settle it outside court. Can your firm represent us?",
    intent: "area:arbitration",
  },
  { message: "Ma bos don slap me 2 times today for the mill and e say if I talk e go kill me. I de hide for toilet now", intent: "safety" },
  { message: "wat is ur email pls", intent: "email" },
  { message: "Police come di soap factory now now and dem de handcuff all di night shift boys, my pikin inside. Wetin I go do", intent: "urgent" },
  { message: "Do you open on Saturday? I work Monday to Friday at the plant.", intent: "hours" },
  {
    message:
      "Supervisor say I must sign new contract wey reduce my pay and remove overtime, if I nor sign dem go sack me. I need lawyer for look di contract before I sign",
    intent: "area:contract",
  },
  { message: "abeg send una number make I call", intent: "phone" },
  { message: "What kind of cases does your firm handle?", intent: "services" },
  { message: "Can my employer sack me because I got injured and can no longer lift the heavy bags?", intent: "legal-question" },
  { message: "Pls write me a CV for machine operator job at the bottling company", intent: "off-topic" },
  {
    message: "Is Christiana Thomas still at your chambers? A friend from the brewery said she helped him with his case against the company.",
    intent: "attorney:Christiana Thomas",
  },
  {
    message: "di company want buy we family lan near Wellington for build new warehouse but my uncle dem de sell am without tell we. I want lawyer for stop am",
    intent: "area:land",
  },
  { message: "Una lawyer dem de talk Krio? My English nor too good", intent: "knowledge:Languages spoken" },
  {
    message: "They have locked my brother inside the security office at the factory gate and called the police to come take him. He has been there since 6am",
    intent: "urgent",
  },
  { message: "cn i cm c a lawyer 2moro morning? abt my work matter. hw much e go cost", intent: "booking", also: ["knowledge:Fees"] },
  {
    message:
      "My son was granted bail last month after they accused him of stealing copper wire from the plant. Now the trial is starting and we need a defence lawyer.",
    intent: "area:criminal",
  },
  { message: "Who win di match between di brewery team and di flour mill team yesterday", intent: "off-topic" },
  {
    message:
      "Some men from the factory keep coming to my house at night threatening me because I gave statement about the accident. I am scared for my children.",
    intent: "safety",
  },
  { message: "how I go reach una? any way, call, whatsapp, email, anything", intent: "contact" },
  {
    message: "Our new bottling line machine arrived damaged from the ship, the glass parts broken. Shipping line refusing to pay. Need help with cargo claim.",
    intent: "area:shipping",
  },
  {
    message: "The owner of the mill died and his sons now say all our end of year bonus is cancelled. Do they have the right to do that?",
    intent: "legal-question",
  },
  { message: "tenki ya, God bless una", intent: "thanks" },
  {
    message:
      "Ma papa bin work for di soap factory 30 yeas and e die last month. E wife and e broda dem de fight over e gratuity and e os. I need help wit di inheritance",
    intent: "area:family",
  },
  { message: "pls cum quick dem don arrest ma bos at d sawmill, police say na illegal timber, dem de put am for vehicle now", intent: "urgent" },
  { message: "una open till wat time today? I close from shift 4pm", intent: "hours" },
  {
    message:
      "Me and 2 partners own a small soap factory. One partner is now taking money from the company account without telling us. We need a lawyer for this shareholder matter.",
    intent: "area:business",
  },
  { message: "how to make liquid soap at home, which chemicals", intent: "off-topic" },
  { message: "My contract says 3 months notice but they gave me one week. How much can I get if I take them to court?", intent: "legal-question" },
  { message: "Wetin I for carry come when I de come for di meeting? I get my pay slip and hospital paper", intent: "knowledge:What to bring" },
  {
    message: "A mob from the next compound is at the sawmill gate with cutlass saying we took their land, they want to burn the place and we are inside",
    intent: "safety",
  },
  { message: "Una get woman lawyer? I want talk to woman about wetin happen to me for di factory", intent: "team" },
  {
    message: "We are a small bottling company and a distributor owes us for 6 months. We don't want long court case. Can una do mediation between us?",
    intent: "area:arbitration",
  },
  {
    message: "Dem tek my wife from work go CID since yesterday morning, say she help tif money from the cashier office. Dem nor gree make we see am",
    intent: "urgent",
  },
  {
    message:
      "I supply palm oil to a soap factory at Wellington and they have not paid 4 invoices. We have a written supply agreement and I want to enforce it.",
    intent: "area:contract",
  },
  {
    message:
      "Dear Sir/Madam, kindly schedule a consultation for me with the employment lawyer. I am available on Tuesday or Wednesday afternoon. Regards, Fatu Kanu (Shift Supervisor)",
    intent: "booking",
  },
  { message: "Bonjour, good afternoon", intent: "greeting" },
  {
    message: "Our sawmill lease at Kissy expires next year and the landlord wants to triple the rent. I need someone to renegotiate the lease for us.",
    intent: "area:land",
  },
  { message: "My hand swell after di machine cut am, which medicine I fit buy for pharmacy", intent: "off-topic" },
  { message: "Factory security searched my bag and took my phone, say I was filming. Are they allowed to search workers like that?", intent: "legal-question" },
  { message: "Wetin una de do for people? Una na lawyer for all kind of case?", intent: "services" },
  { message: "my friend dem beat am and carry am go police post for Wellington, e de inside cell now, e nor do notin", intent: "urgent" },
  { message: "where is your office exactly? I'm coming from Wellington by poda poda", intent: "address" },
  {
    message: "I have been summoned to the police station on Monday for questioning about missing diesel at the bottling plant. I want a lawyer to go with me.",
    intent: "area:criminal",
  },
  { message: "Mi man don beat me again because I lose mi work for di mill, e say e go kill me tonight. I run go mi sister os", intent: "safety" },
  { message: "Does anyone know if the Wellington industrial estate road is flooded today? I need to get to work", intent: "off-topic" },
  { message: "I want to adopt my late co-worker's son, he died in the flour mill fire and the boy has no one. How do I start?", intent: "area:family" },
  { message: "r u open on public holidays lik independence day", intent: "hours" },
  { message: "Do you take payment small small? My compensation case may take long and I am not working now.", intent: "knowledge:Fees" },
  {
    message: "Na me na security for di gate. Police don hold me since last night for Kissy station say I open gate for tif dem. Abeg send lawyer",
    intent: "urgent",
  },
  {
    message:
      "Wi container of empty bottles dem don land for Queen Elizabeth Quay but di clearing agent say customs want seize am. Una de handle dis kind port case?",
    intent: "area:shipping",
  },
  {
    message:
      "I am an investor from the diaspora planning to set up a flour mill in Freetown. I need advice on investment incentives and the right company structure.",
    intent: "area:business",
  },
  { message: "I get one problem", intent: "unknown" },
  { message: "Di sawmill owner say because I be casual I nor get right to any compensation for my finger wey cut. Na true?", intent: "legal-question" },
  { message: "i wan see lawyer friday abeg put me down", intent: "booking" },
  { message: "how much is a crate of coke wholesale from the bottling plant", intent: "off-topic" },
  {
    message: "The arbitrator already gave an award in our favour against the packaging supplier but they refuse to pay. Can you help us enforce the award?",
    intent: "area:arbitration",
  },
  { message: "Thank you so much, this was very helpful", intent: "thanks" },
  { message: "The men I reported for stealing at the warehouse are outside my house right now with sticks", intent: "safety" },
  { message: "Whatsapp number pls", intent: "phone" },
  {
    message: "Police don surround di soap factory and dem de take all di workers dem wey nor get ID, my daughter dey among dem, dem de load dem for truck",
    intent: "urgent",
  },
  { message: "Dem nor pay me three months salary since di bottling plant close for repairs. I want una help me get my money", intent: "area:contract" },
  { message: "Parlez-vous français? Je travaille à Wellington, my English small small", intent: "knowledge:Languages spoken" },
  { message: "Who are the lawyers at your firm?", intent: "team" },
  { message: "Write me a poem for my co-workers at the sawmill for our end of year party", intent: "off-topic" },
  {
    message: "My brother was convicted last week for assault at the factory, fight with the supervisor. We want to appeal. Can una help?",
    intent: "area:criminal",
  },
  {
    message: "If the machine injured me because the company removed the safety guard, can I sue the owner personally or only the company?",
    intent: "legal-question",
  },
  { message: "Please what email address should I send my documents to?", intent: "email" },
  {
    message: "I bought a plot near the Wellington industrial estate, now another man show me a conveyance for the same land. Need a title search.",
    intent: "area:land",
  },
  {
    message: "They just came and picked up my father at his flour shop, policemen in plain clothes, they didn't say where they are taking him. Please help",
    intent: "urgent",
  },
  {
    message: "Hello, I'd like to arrange a meeting with a lawyer about a shareholder dispute in our bottling business. When is the earliest you can fit me in?",
    intent: "booking",
  },
  {
    message: "I de work night shift for di bottling plant, my pikin papa want take di pikin from me say I nor de home. I want lawyer for custody",
    intent: "area:family",
  },
  {
    message:
      "Pls una de handle ship matter? Wi wheat for di flour mill don spoil inside di vessel because e wait two months for anchor before e berth. Di ship owner dem nor want pay",
    intent: "area:shipping",
  },
  { message: "ok bye bye", intent: "goodbye" },
  { message: "I'm in London. Can I book a phone consultation with a lawyer for my dad about his sawmill? Evening UK time would be best.", intent: "booking" },
  { message: "Is there parking? I will come with the company pickup truck", intent: "knowledge:Parking" },
  {
    message:
      "We want to take a bank loan to buy new sawmill equipment, the bank sent a loan agreement and a personal guarantee. Can your business lawyer look at it for us?",
    intent: "area:business",
  },
  { message: "What are all the ways to contact you? I am in the UK, my dad works at the sawmill in Freetown", intent: "contact" },
  { message: "Di oga for di site don point gun for we casual dem today, say anybody wey complain e go shoot. We de fear", intent: "safety" },
  { message: "Good day. I would like to know which areas of law your chambers practises.", intent: "services" },
  {
    message: "Me and my former partner both own half di sawmill machines, we de quarrel. Somebody say una fit settle am without court",
    intent: "area:arbitration",
  },
  { message: "Evening. Hope una de fine", intent: "greeting" },
  {
    message:
      "Good evening. I am a shift supervisor at a bottling company. Management promoted me but refuses to give me the new contract in writing, and now they say my old terms still apply. I would like a lawyer to take this up with HR.",
    intent: "area:contract",
  },
  {
    message: "Dem don lock up five of we casual dem for di police station near di estate since yesterday, because we strike for we pay. Abeg una help we",
    intent: "urgent",
  },
  { message: "hw 2 fix hydraulic leak on toyota forklift, d oil de drop", intent: "off-topic" },
  {
    message: "Is it lawful for a factory owner to keep workers locked inside the compound during the night shift? The gate is padlocked until 6am.",
    intent: "legal-question",
  },
  {
    message: "Mi broda wey work wit me for di sawmill de hunt me wit machete since morning because of we papa lan. I de hide by mi friend os",
    intent: "safety",
  },
  { message: "Wetin time una close for Friday", intent: "hours" },
  {
    message:
      "Pa Bockarie here. I worked at the flour mill 35 years and built my house at Calaba Town on land I bought. Now the grandchildren of the seller say the land is theirs and want to drive me out. I need a land lawyer s'il vous plait.",
    intent: "area:land",
  },
  { message: "Pls how much una de charge for land title search", intent: "knowledge:Fees" },
  {
    message:
      "My cousin who works at the soap factory is accused of setting fire to the store. The police released him but say they will charge him. We want a lawyer ready.",
    intent: "area:criminal",
  },
  { message: "di manager say if I go court dem go blacklist me for all di factory dem for Wellington. Dem fit do dat?", intent: "legal-question" },
  { message: "pls lis all una lawyer dem names", intent: "team" },
  { message: "how many hours should a generator run before oil change, our mill generator", intent: "off-topic" },
  {
    message:
      "My son was taken by soldiers at the timber checkpoint this morning with the sawmill truck and they are holding him at the barracks. Please we need someone now.",
    intent: "urgent",
  },
  { message: "I'm a factory owner and want to sit down with your business partner next week about restructuring. Please book me in.", intent: "booking" },
  {
    message:
      "We want to bring a foreign partner into our flour mill company and give him 40% of the shares. Need a lawyer to do the shareholder agreement and the company changes.",
    intent: "area:business",
  },
  { message: "Do you have email? I prefer to write than call, I am deaf in one ear since the machine accident", intent: "email" },
  {
    message: "Mi wife lef me wit di 2 pikin dem since I get accident for di mill and nor fit work. Now she want di pikin dem back and money. I wan lawyer",
    intent: "area:family",
  },
  { message: "Is the Wellington bottling plant recruiting security guards? Where do I apply", intent: "off-topic" },
  {
    message:
      "We chartered a vessel to bring in soda ash and palm kernel oil for our soap production. The owners cancelled the charter party after we paid the deposit. We need a shipping lawyer.",
    intent: "area:shipping",
  },
  {
    message:
      "The factory owner's bodyguards beat my husband today when he went to ask for his salary. They said next time they will finish him. We are afraid to go out.",
    intent: "safety",
  },
  { message: "CID don come pick mi mama from her soap shop dis afternoon, dem say di soap dem na fake brand. Dem carry am go Ross Road", intent: "urgent" },
  {
    message: "I was injured while working overtime that was not in my contract. Does the company still have to pay for my treatment?",
    intent: "legal-question",
  },
  {
    message:
      "Our sawmill sold timber to a construction company and now they say the wood quality was bad and refuse to pay the balance. The contract says disputes go to arbitration in Freetown. We need help starting it.",
    intent: "area:arbitration",
  },
  { message: "Ok tanks ehn", intent: "thanks" },
  { message: "pls", intent: "unknown" },
  { message: "I want to get in touch with your chambers. What are all the ways, phone, email, office? I am in Accra.", intent: "contact" },
  { message: "Are you open in the evening? I finish at the mill at 6", intent: "hours" },
  {
    message: "We are a bottling company and want someone to draft standard employment contracts for our 120 workers, both casual and permanent staff.",
    intent: "area:contract",
  },
  { message: "dem don arrest mi papa na im factory, police say e nor pay tax, dem hold am since mornin for station", intent: "urgent" },
  { message: "Can you help me calculate my overtime hours for this month, I worked 62 hours extra", intent: "off-topic" },
  { message: "Abeg Ibrahim Jalloh de still work dey? E bin defend mi broda wen dem accuse am for di brewery", intent: "attorney:Ibrahim Jalloh" },
  { message: "Before I come, which papers should I bring? I have my contract, the letter of dismissal and my NASSIT card.", intent: "knowledge:What to bring" },
  {
    message:
      "The company says my 10 years as casual do not count towards my gratuity because I became permanent only last year. Is that correct under the law?",
    intent: "legal-question",
  },
  { message: "Una de do conveyance? I wan buy small plot near Wellington for my workshop and I wan make di papers dem correct", intent: "area:land" },
  {
    message:
      "Please, there is a fight at the flour mill gate now, workers and the owner's men are beating each other with iron rods, my husband is there and they are looking for him",
    intent: "safety",
  },
  { message: "Can I get an appointment next Monday at 10? It is about my late father's sawmill and his will.", intent: "booking" },
  { message: "Hello. Apart from court cases, what other services does your firm provide?", intent: "services" },
  {
    message: "Pls I get case for court for fight wit mi supervisor for di bottling plant. Di magistrate give me bail but I nor get lawyer for di trial",
    intent: "area:criminal",
  },
  { message: "Wetin be di best glue for join plywood, we de make furniture for di sawmill", intent: "off-topic" },
  {
    message:
      "Police took our night security guard from the gate at 3am after the break-in. He has been in the cell at Wellington since and they won't tell us the charge. We are the employers and want to get him a lawyer.",
    intent: "urgent",
  },
  { message: "Wat ur phone numba", intent: "phone" },
  {
    message:
      "My late husband was a supervisor at the soap factory. The company paid a death benefit but his brother took it all and says it is family money. I want to fight for my children's share.",
    intent: "area:family",
  },
  { message: "If I was on casual for over 1 year, am I now automatically a permanent worker?", intent: "legal-question" },
  { message: "Good morning sir/madam", intent: "greeting" },
  { message: "Do you have someone who speaks Temne? My father only speaks Temne and he is the one injured at the mill.", intent: "knowledge:Languages spoken" },
  {
    message:
      "Good afternoon. I would like to convert my sole proprietorship soap business into a limited company so I can get bank financing. Can your business team handle the registration and governance documents?",
    intent: "area:business",
  },
  { message: "Pls sen me di football fixture for di industrial estate league dis weekend", intent: "off-topic" },
  { message: "Di man wey run di casual dem say if I nor give am half mi salary e go cut mi throat. E de wait me outside di estate now", intent: "safety" },
  { message: "They arrested my wife at the bottling plant today with 3 other women, I dont know where they took them", intent: "urgent" },
  { message: "Una office dey Siaka Stevens street, wich side? near which landmark", intent: "address" },
  {
    message:
      "Our imported sawmill blades were short landed, the bill of lading says 40 crates but only 28 arrived at the quay. We need a lawyer to make the claim.",
    intent: "area:shipping",
  },
  { message: "Hello, are you open today? It's Wednesday.", intent: "hours" },
  { message: "The soap factory fired me for joining the union. Can they do that?", intent: "legal-question" },
  { message: "pls send ur email, I wan send di pictures of mi hand", intent: "email" },
  {
    message:
      "We have a joint venture for a bottling plant with a Ghanaian company and the partners disagree on profits. We want mediation before we go to arbitration. Does your firm do that?",
    intent: "area:arbitration",
  },
  { message: "I wan book time wit lawyer about my compensation. Wetin day una free?", intent: "booking" },
  { message: "Do you offer legal aid or free help for injured workers who can't pay?", intent: "knowledge:Fees" },
  { message: "How do I charge my phone at the factory when the generator is off, any solar charger you recommend", intent: "off-topic" },
  { message: "I be forklift driver. Dem suspend me wit no pay for 2 months and nor gi me any letter. I wan una help me", intent: "area:contract" },
  {
    message: "Wellington police don come take me uncle from im house dis night say na im tif di sawmill chainsaw. Dem beat am and put am for cell",
    intent: "urgent",
  },
  { message: "hmm ok so wat now", intent: "unknown" },
  { message: "How many partners and associates does the firm have?", intent: "team" },
  {
    message: "We run three small bottling units and want to merge them into one company with a proper board and governance. Who can help us with that?",
    intent: "area:business",
  },
  { message: "hw much 1 drum of diesel cost now for Kissy", intent: "off-topic" },
  {
    message:
      "The company wants to lease part of my family land at Wellington for a new factory for 25 years. I want a lawyer to draft the lease and protect us.",
    intent: "area:land",
  },
  { message: "Dem don tie one casual for di sawmill for tree and de beat am say e tif, I nor fit stop dem, abeg", intent: "safety" },
  { message: "Besides land and family, what kinds of matters do una take?", intent: "services" },
  {
    message:
      "The factory owner accused me of fraud in the accounts and the case has been transferred to the High Court. I'm on bail. I need a criminal defence lawyer.",
    intent: "area:criminal",
  },
  { message: "ok ma, I go go now, bye", intent: "goodbye" },
  {
    message:
      "Dear Madam, I wish to request a meeting with a lawyer at your earliest convenience concerning the injury my son suffered at the flour mill. Kindly advise a date.",
    intent: "booking",
  },
  {
    message: "I want divorce mi man. E de work for di bottling plant and e don marry another woman and e nor de come home again. Abeg help me",
    intent: "area:family",
  },
  {
    message: "Help! My brother just called, the police are at our sawmill right now putting all the workers in the van. He is inside the van now.",
    intent: "urgent",
  },
  { message: "wen una open back after christmas", intent: "hours" },
  { message: "I want to make a will. I own a small bottling business and 2 houses and I don't want my children to fight after I die.", intent: "area:family" },
  { message: "Can I park my motorbike near your office? I ride okada after my shift", intent: "knowledge:Parking" },
  {
    message: "The company's insurance paid for my hospital but now they say that was my full compensation. Can I still claim for losing my 2 fingers?",
    intent: "legal-question",
  },
  { message: "Abeg wetin na una whatsapp, I nor get credit for call", intent: "phone" },
  {
    message: "Our bank froze the flour mill's account because of a dispute between the directors. Need a business lawyer to sort the banking issue.",
    intent: "area:business",
  },
  { message: "Thanks a lot for the information. I will share it with the other workers.", intent: "thanks" },
  { message: "Pls help me with my son homework, science about how flour mill work", intent: "off-topic" },
  {
    message: "Abeg, di vessel wey carry we soap go Conakry take water and all di cartons wet. Di shipping company say nor to dem fault. We want claim",
    intent: "area:shipping",
  },
  {
    message: "Every day di shift boss de touch me and when I refuse e say e go make dem beat me outside. Today e follow me reach home. I de fear",
    intent: "safety",
  },
  { message: "Dem hol mi man for Kissy police since Sunday. Na e de drive di flour truck wey get accident. Dem nor gi am bail", intent: "urgent" },
  {
    message:
      "My employer wants me to sign a non-compete saying I cannot work for any bottling plant for 5 years after leaving. I want a lawyer to review it before I sign.",
    intent: "area:contract",
  },
  { message: "Can I come in and talk to someone about my dismissal on Tuesday after 2pm?", intent: "booking" },
  {
    message: "The sawmill owners association wants to set up an arbitration process for disputes between members. Can your firm advise and act as mediator?",
    intent: "area:arbitration",
  },
  { message: "Can the police charge me for the accident at the mill if it was the machine that failed?", intent: "legal-question" },
  {
    message:
      "Our sawmill machine parts are on a vessel that has been arrested at the port over the shipowner's debts. How do we get our cargo released? Please help us",
    intent: "area:shipping",
  },
  { message: "abeg wetin be di best boot for work for sawmill, steel toe", intent: "off-topic" },
  {
    message: "Dem de accuse me for rape for di factory but I nor do am. Police say I must report every Monday. I need lawyer for defend me",
    intent: "area:criminal",
  },
  {
    message: "They're taking my father out of the soap factory in handcuffs right now, the owner called the police on him for asking about his pension",
    intent: "urgent",
  },
  { message: "wat docs do i need 2 bring 4 d meeting abt my land", intent: "knowledge:What to bring" },
  { message: "Are your lawyers all in Freetown? How many of them do you have?", intent: "team" },
  { message: "Does your firm only do court cases or do you also advise companies?", intent: "services" },
  { message: "Hi how can I contact you from the US, my brother is an injured worker in Freetown", intent: "contact" },
  { message: "What's the address? I want to bring the documents by hand. Una open Saturday?", intent: "address", also: ["hours"] },
  {
    message: "My papa give me e lan for Waterloo before e die but di title deed dem burn for fire for di mill office. How I go get new one? I need land lawyer",
    intent: "area:land",
  },
  {
    message: "Di coop for di soap women dem and di factory we de supply de quarrel over price. We nor want court. Una de do dis settle-settle thing?",
    intent: "area:arbitration",
  },
  { message: "Hi, I'd like to see a lawyer about starting a flour mill business. Could I come in on Thursday?", intent: "booking" },
  { message: "Gud afternoon, una de open Sunday?", intent: "hours" },
  {
    message:
      "Abeg, dem don put mi pikin na police cell for Wellington since Friday night, say e join di strike people dem wey broke di factory glass. E only 17",
    intent: "urgent",
  },
  {
    message:
      "Dear Sirs, our company intends to acquire a two-acre parcel at the Wellington Industrial Estate to expand the flour mill. We require full conveyancing services including a search at the Ministry of Lands. Kindly advise.",
    intent: "area:land",
  },
  { message: "Can u tell me how to fill d application form for d brewery job online", intent: "off-topic" },
  { message: "Is the company allowed to make us work 12 hour shifts every day without overtime pay?", intent: "legal-question" },
  {
    message:
      "There are men with knives at the sawmill fighting over who gets the casual work today, I am locked in the office with two other women and they are banging the door",
    intent: "safety",
  },
  {
    message:
      "I am a shareholder of a soap company, but the directors have not held an AGM in 3 years nor shown us any accounts. I want your firm to help us enforce our rights as shareholders.",
    intent: "area:business",
  },
  { message: "Salam alaikum", intent: "greeting" },
  {
    message: "Mi bin get accident for di flour mill, mi contract say dem go pay mi hospital bill but now dem nor want pay. Abeg una help me follow dem",
    intent: "area:contract",
  },
  { message: "wetin be di name of di Chinese company wey de build di new factory for Wellington", intent: "off-topic" },
  {
    message:
      "My wife's family want me to give them her share of the bottling plant she owned before she died. She had no will. I want a lawyer for the estate and the letters of administration.",
    intent: "area:family",
  },
  {
    message:
      "They have taken my son to Pademba Road prison this morning after the court refused bail in the factory theft case. We need a lawyer to apply again",
    intent: "urgent",
  },
  { message: "Your firm has how many female lawyers? I would prefer a woman to handle my matter.", intent: "team" },
  {
    message: "Mi broda de wanted by police say e tif di sawmill money. E nor de hide, e wan go report imself but e wan lawyer go wit am",
    intent: "area:criminal",
  },
  { message: "Where can I park when I come to see you? Siaka Stevens Street is always packed.", intent: "knowledge:Parking" },
  {
    message: "The company refused to pay me for the days I was in hospital after the machine accident. Are they supposed to pay sick leave?",
    intent: "legal-question",
  },
  {
    message:
      "We sold 500 tonnes of sawn timber FOB Freetown and the buyer's ship left the quay only half loaded. Now dead freight is being charged to us. Need a shipping lawyer.",
    intent: "area:shipping",
  },
  {
    message:
      "My husband who works at the bottling plant beats me every time he comes from night shift. Last night he broke my arm. I am scared he will kill me.",
    intent: "safety",
  },
  { message: "Pls can I book with the lawyer for land, I wan come Wednesday morning", intent: "booking" },
  { message: "hw do i reset d password on d factory time clock machine", intent: "off-topic" },
  {
    message: "Dem de beat mi papa now now for police station because e refuse sign statement about di mill fire, dem hold am since yesterday",
    intent: "urgent",
  },
  { message: "Pls give me the number to call, I need to talk to someone", intent: "phone" },
  {
    message:
      "There is an arbitration award against our company from a dispute with the equipment supplier. We think the arbitrator was biased. Can your firm help us challenge it?",
    intent: "area:arbitration",
  },
  { message: "Mr Kargbo here. Please send me a summary of the legal services your chambers offers to manufacturing companies.", intent: "services" },
  { message: "If di factory close for good, dem must pay we redundancy? Me na permanent staff 8 years", intent: "legal-question" },
  {
    message:
      "The factory next to my house at Wellington has blocked the only access road to my land with their gate. I need a lawyer to sort out the right of way.",
    intent: "area:land",
  },
  { message: "Merci beaucoup, una don help me plenty", intent: "thanks" },
  {
    message:
      "They took my husband from our house at 2 in the morning, men in uniform, they said the factory owner made a complaint. Since then no news, please he is diabetic",
    intent: "urgent",
  },
  { message: "I need your email to send the letter from the company", intent: "email" },
  {
    message: "Our flour mill wants to sign a 5-year supply contract with a big bakery. We need a contract lawyer to draft it and protect us on payment terms.",
    intent: "area:contract",
  },
  { message: "Abeg how many bag of cement for build small store for di mill", intent: "off-topic" },
  { message: "Do any of the lawyers speak Mende? My grandmother wants to explain herself.", intent: "knowledge:Languages spoken" },
  { message: "Good morning. What are your office hours? I need to come during my lunch break.", intent: "hours" },
  {
    message: "I be security for di gate and mi salary small. Mi first wife want carry me court for pikin money. I want lawyer for help me arrange am",
    intent: "area:family",
  },
  {
    message: "I am a factory owner. One worker stole from us and we want to deduct the whole amount from his final salary. Is that allowed?",
    intent: "legal-question",
  },
  { message: "Di boys dem from di other shift de throw stone for we house now now, dem say me na informer. Di pikin dem de cry", intent: "safety" },
  { message: "Good day. Please I want to meet a lawyer about my father's sawmill that my uncles took over. Is Thursday possible?", intent: "booking" },
  {
    message:
      "We're a diaspora group in the US wanting to invest in a sawmill in Freetown through a joint venture. We need a lawyer to set up the company and the investment agreement.",
    intent: "area:business",
  },
  {
    message: "Na di flour mill security, police don tek all tree of we from di gate since 11pm, we de Wellington police now, we nor get phone credit",
    intent: "urgent",
  },
  { message: "What is the best way to stack 50kg flour bags so they don't fall in the warehouse", intent: "off-topic" },
  {
    message: "My name is in a police report about a worker who died at the sawmill, they are talking about manslaughter. I need a defence lawyer.",
    intent: "area:criminal",
  },
  { message: "I want Mohamed Conteh to handle my land case, is he still with you?", intent: "attorney:Mohamed Conteh" },
  { message: "how do I contact your lawyers? I want all the ways please, I don't always have network", intent: "contact" },
  {
    message:
      "Our container of soap raw materials fell during offloading at the quay and everything is spoiled. The port and the shipping line are blaming each other. Do you handle cargo claims?",
    intent: "area:shipping",
  },
  { message: "can u help me wit sometin", intent: "unknown" },
  { message: "The owner says he will not pay the workers who were on strike for those days. Is that legal?", intent: "legal-question" },
  { message: "Which bus go from Lumley to Wellington industrial estate in the morning", intent: "off-topic" },
  {
    message: "My supervisor keeps sending me threatening messages saying he knows where my children go to school. I reported him and now I am scared.",
    intent: "safety",
  },
  {
    message:
      "We are a sawmill and we buy logs from a timber exporter in Guinea. The contract says any dispute goes to mediation then arbitration, and the exporter has now filed for arbitration against us. We need representation.",
    intent: "area:arbitration",
  },
  { message: "una de open early morning? like 7:30 before work", intent: "hours" },
  { message: "Di company wey we rent dem factory space don lock we out say we owe rent, but we get lease for 10 years. We want lawyer", intent: "area:land" },
  {
    message:
      "Pls help, mi sista wey de work for di soap factory, police dem don tek am because di owner wife say she tif gold. She dey Congo Cross station now",
    intent: "urgent",
  },
  { message: "Abeg mek una fix me for see lawyer dis week, any day after 1pm", intent: "booking" },
  { message: "Pls I want appointment wit una lawyer for mi work case. Evening time, after 5?", intent: "booking" },
  {
    message: "di company say me na casual but I de work every day 6 years. Dem nor gi me leave or NASSIT. I want una help me fight dem",
    intent: "area:contract",
  },
  { message: "Hey there, good morning from Birmingham", intent: "greeting" },
  { message: "Please tell me about your team. Who handles what?", intent: "team" },
  {
    message:
      "We signed a contract with the bottling plant to supply crates but they cancelled after 2 months. Can they cancel like that or do they owe us for the full year?",
    intent: "legal-question",
  },
  {
    message:
      "My daughter died in the sawmill fire and her husband left the kids with me. Now he wants them back only to get the compensation money. I want custody of my grandchildren.",
    intent: "area:family",
  },
  { message: "How much is the fee for a will? I'm retired from the flour mill.", intent: "knowledge:Fees" },
  {
    message:
      "My brother-in-law is being held by the police right now at the Wellington post, they stopped the company bus and took him off. Nobody is saying why.",
    intent: "urgent",
  },
  {
    message: "Good afternoon. Our soap company wants to restructure its debt with the commercial bank. Our directors need a business lawyer to negotiate.",
    intent: "area:business",
  },
  { message: "Di basketball court for di factory compound don spoil, who fit repair am?", intent: "off-topic" },
  {
    message:
      "A worker I fired came to the mill with a gun this morning and said he will come back for me tonight. I'm the owner and I'm hiding at a friend's place.",
    intent: "safety",
  },
  { message: "phone number of the office please, I lost the card", intent: "phone" },
  { message: "Where are you located? I'll be coming from Bo for the meeting. And what time do you close?", intent: "address", also: ["hours"] },
  {
    message:
      "My husband is on trial for stealing oil from the soap factory where he works as a driver. The lawyer we had left us. We need a new criminal lawyer.",
    intent: "area:criminal",
  },
  { message: "Does your firm deal with things like employment, land and business, or just one type?", intent: "services" },
  { message: "Ok I go cam tomorrow. Bye", intent: "goodbye" },
  {
    message:
      "We are a flour mill and the master of our chartered ship refuses to release the wheat until we pay extra costs that are not in the charter party. Need help.",
    intent: "area:shipping",
  },
  { message: "The factory wants me to retire at 55 but I feel strong. Can they force me?", intent: "legal-question" },
  { message: "Please book me a consultation for next week, I will take leave from the plant for it.", intent: "booking" },
  { message: "Anybody know how to cook akara with the flour from the mill", intent: "off-topic" },
  { message: "Do I need to bring my ID and the company letters when I come?", intent: "knowledge:What to bring" },
  { message: "Dem don close di factory gate and police dey inside dem de hold mi man and odas, dem say nobody go comot. Na two hour now", intent: "urgent" },
  {
    message:
      "Abeg, me and di man wey rent mi sawmill machine de quarrel about money. We both agree make one neutral person settle am, nor court. Una fit do am?",
    intent: "area:arbitration",
  },
  { message: "I want a lawyer to review the agreement my flour mill is signing with a transport company for our deliveries.", intent: "area:contract" },
  { message: "Which email do I use to send my documents before the consultation?", intent: "email" },
  {
    message:
      "I work at the bottling plant and my husband says I must give him all my salary or he will divorce me and take the children. I want to start the divorce myself.",
    intent: "area:family",
  },
  { message: "Una de work during Ramadan same time or una close early?", intent: "hours" },
  {
    message: "Please there's a man outside the bottling plant waiting for me with a knife, my ex-boyfriend. Security won't let me out the back. What do I do?",
    intent: "safety",
  },
  { message: "If I resign from the sawmill now will I lose my end of service benefits?", intent: "legal-question" },
  {
    message: "Mi friend na forklift driver, im don knock one man for di plant, police don tek am go station now now, dem nor wan take statement from anybody",
    intent: "urgent",
  },
  {
    message: "We bought land for a sawmill at Port Loko and now the chiefdom says we needed their consent and the lease is invalid. I need a land lawyer.",
    intent: "area:land",
  },
  { message: "Who sells second hand bottling machines in Freetown", intent: "off-topic" },
  { message: "Una get lawyer wey sabi work matter and lan matter? Who dem be?", intent: "team" },
  { message: "My father na Fula, e nor sabi English. Una get person wey de talk Fula or Krio?", intent: "knowledge:Languages spoken" },
  {
    message: "I'm the majority shareholder of a small soap company and want to remove a director who hasn't been performing. Please help with the procedure.",
    intent: "area:business",
  },
  { message: "Ok thank you sir, very kind of you", intent: "thanks" },
  { message: "Hi, what do you people do exactly?", intent: "services" },
  { message: "Una get parking for motor? Me go drive from Waterloo", intent: "knowledge:Parking" },
  { message: "Pls una de defend people for court? Mi broda get case for magistrate say e tif generator from di mill, e get bail", intent: "area:criminal" },
  {
    message:
      "Police came to the mill office and took our accountant away about an hour ago, they didn't show any warrant. We are the company, please send someone.",
    intent: "urgent",
  },
  { message: "Una office dey na which floor? I nor want lost", intent: "address" },
  { message: "Convert 15 degrees Celsius into Fahrenheit, for the cold room at the plant", intent: "off-topic" },
  {
    message:
      "Good day, I am a clearing agent for the soap factory. The shipowner is claiming general average on our cargo after a fire on board. Does your firm handle this?",
    intent: "area:shipping",
  },
  { message: "Could I schedule a video call with one of your lawyers? I'm in Manchester, it's about my father's injury at the sawmill.", intent: "booking" },
  { message: "Abeg give me all una contact, number, whatsapp and email, make I send am to di other casual dem", intent: "contact" },
  {
    message:
      "Our bottling company has a franchise agreement with a foreign brand and they want to end it. The agreement says arbitration in London. Can you help us with the arbitration or a settlement?",
    intent: "area:arbitration",
  },
  { message: "Alright, take care. Bye for now", intent: "goodbye" },
  { message: "abeg o", intent: "unknown" },
  {
    message:
      "Good afternoon. I am writing for 40 casual workers at a sawmill in Kissy. The owner agreed in writing to pay us per cubic metre of timber but has now cut the rate by half. We want a lawyer to enforce the agreement.",
    intent: "area:contract",
  },
  {
    message: "Na mi pikin, dem tek am since Tuesday go Juba barracks say e de sell army timber wey dem tif. E still dey dey, dem nor charge am",
    intent: "urgent",
  },
  { message: "what is the shelf life of bottled water after production", intent: "off-topic" },
  {
    message: "My contract has a probation of 6 months, but it has been 2 years and they still call me probation. Does the law allow that?",
    intent: "legal-question",
  },
  { message: "wat days una de work? mon to sat?", intent: "hours" },
  {
    message: "Di landlord of di factory compound send boys dem for beat we workers tonight if we nor comot. Dem don start for break di door",
    intent: "safety",
  },
  {
    message:
      "I am in the UK. My father owns a sawmill in Freetown and he is now very ill. He wants to prepare a will so there is no fight among his children from different mothers. Can your firm help with that?",
    intent: "area:family",
  },
  { message: "Can I come see a lawyer on Monday morning about my unpaid wages?", intent: "booking" },
  { message: "Good evening my people", intent: "greeting" },
  { message: "I wan register mi soap business name. I de make soap for home and sell for market. Una de do business registration?", intent: "area:business" },
  { message: "pls wat is d salary of a shift supervisor at a bottling plant in freetown", intent: "off-topic" },
  {
    message:
      "My father is a night watchman at the flour mill and the police took him at dawn after the theft, he is in the Wellington cell without food. He is 68.",
    intent: "urgent",
  },
  {
    message:
      "We import sawmill blades and our cargo was discharged in Conakry instead of Freetown by mistake. The carrier wants us to pay to bring it back. We need a shipping lawyer.",
    intent: "area:shipping",
  },
  {
    message: "What documents should I carry for the consultation about my injury? I have the hospital report, my ID and a photo of the machine.",
    intent: "knowledge:What to bring",
  },
  {
    message:
      "The company says if I accept the compensation money I must also agree not to talk to anybody about the accident. Is that kind of agreement valid?",
    intent: "legal-question",
  },
  {
    message: "Abeg I wan register mi lan for Wellington, I buy am from one pa wey don die, and e pikin dem nor want sign di conveyance. Help",
    intent: "area:land",
  },
  { message: "What can your firm help me with?", intent: "services" },
  { message: "They are dragging my brother from the bottling plant to the police pickup right now, he is crying that he did nothing", intent: "urgent" },
  {
    message: "Abeg una de settle quarrel between company dem? Di flour company owe we transport money 8 months and we want settle am quiet quiet, nor court",
    intent: "area:arbitration",
  },
  { message: "Is your phone number the same as WhatsApp?", intent: "phone" },
  { message: "How many lawyers are there and have any of them handled factory cases?", intent: "team" },
  { message: "Which is better for the mill, diesel generator or solar?", intent: "off-topic" },
  {
    message: "Dem say mi man de sell cement wey dem tif from di factory. Court don gi am bail but di case go continue next month. Una fit stand for am?",
    intent: "area:criminal",
  },
  {
    message: "My husband's co-workers came to our house with cutlasses saying he owes them money. He is not home. They said they will come back and hurt us.",
    intent: "safety",
  },
  { message: "Are you open now? It's 4:45pm", intent: "hours" },
  {
    message:
      "I own a small soap factory. A customer signed a contract to buy 200 cartons a month and has stopped taking them. I need a lawyer to enforce the contract.",
    intent: "area:contract",
  },
  { message: "A worker was injured on my premises but he was a casual from a labour contractor. Am I liable or is the contractor?", intent: "legal-question" },
  { message: "Wetin na una email address", intent: "email" },
  {
    message: "Na me dis, dem don hold me for police station since morning, I borrow phone for write dis. Dem say I tif di mill diesel. Abeg send somebody",
    intent: "urgent",
  },
  { message: "Can u write a letter to my supervisor asking for leave to attend my sister wedding", intent: "off-topic" },
  {
    message: "Ma sista husband die for di flour mill accident. Di company want gi di money to e family, nor to im wife and pikin dem. We want lawyer",
    intent: "area:family",
  },
  { message: "Do you have parking for clients? I'll be driving down from Wellington.", intent: "knowledge:Parking" },
  {
    message:
      "We need help opening a corporate bank account and sorting out governance for our new bottling company. The bank wants board resolutions we don't have.",
    intent: "area:business",
  },
  { message: "Abeg, I want see lawyer dis Friday. Mi and mi broda, about we papa mill", intent: "booking" },
  { message: "If my employer hasn't paid NASSIT for me for 5 years, can I still get my pension?", intent: "legal-question" },
  { message: "Pls dem don fire gun for di sawmill, some men wan tek di place by force, we de hide under di logs", intent: "safety" },
  {
    message: "Our factory is on state land leased from the government. The lease expired and a new investor says he has the land now. We need a land lawyer.",
    intent: "area:land",
  },
  { message: "abeg who get recharge card, I nor get credit", intent: "off-topic" },
  { message: "Good morning. I'd like to know more about Adama Koroma's experience, our company may need an arbitrator.", intent: "attorney:Adama Koroma" },
  { message: "dey don arest my husban 2day 4 d factory fire. e dey d station now wetin i do", intent: "urgent" },
  { message: "thanks boss", intent: "thanks" },
  {
    message: "My son is 16 and is facing charges for breaking into the soap warehouse. The case is at juvenile court. We need a defence lawyer.",
    intent: "area:criminal",
  },
  { message: "I'm a supervisor and I want to pass your details to my workers. Which ways can they reach you?", intent: "contact" },
  {
    message: "Abeg una get lawyer for ship matter? Di bag dem of flour wey we export go Liberia, di ship owner say dem lost 300 bags for sea",
    intent: "area:shipping",
  },
  { message: "Hello, is the office open on Easter Monday?", intent: "hours" },
  { message: "Dear Sir, I am writing concerning the matter.", intent: "unknown" },
  { message: "Di security boss say if I nor pay am money every month e go make dem sack me. Dat nor de against di law?", intent: "legal-question" },
  { message: "pls hw 2 unblock my phone, d company IT lock am", intent: "off-topic" },
  {
    message: "Military police don come tek di whole night shift for di bottling plant dis morning say dem tif crates, dem de hold dem for barracks now",
    intent: "urgent",
  },
  {
    message:
      "The arbitration with our former partner in the flour mill is going badly and we want a different lawyer for the hearings. Can your firm take over?",
    intent: "area:arbitration",
  },
  {
    message: "A man is following me home every night from the factory gate since I refused him. Tonight he told me he will get me. I'm afraid to leave work.",
    intent: "safety",
  },
  { message: "I'd like to set up a consultation for my company about contracts for our workers. Which days are you free next week?", intent: "booking" },
  { message: "Dem sack me wit no notice after 4 years for di soap factory, just say go home. I want una help me claim mi money", intent: "area:contract" },
  { message: "Una lawyer dem plenty? Una get young ones?", intent: "team" },
  { message: "How do I find your office from Lumley? I'm coming by keke", intent: "address" },
  { message: "What time does the Wellington flour mill open for buyers?", intent: "off-topic" },
  {
    message:
      "My husband worked at the bottling plant for 20 years and wants to divorce me. He says I get nothing of the house we built. I need a family lawyer.",
    intent: "area:family",
  },
  { message: "Una de accept payment after di case finish, when di compensation money come?", intent: "knowledge:Fees" },
  { message: "The new owner of the soap factory says our old contracts with the previous owner are finished. Is he right?", intent: "legal-question" },
  { message: "I'm comparing law firms for our factory. Could you outline your practice areas?", intent: "services" },
  {
    message:
      "My husband went to the police to report the accident at the mill and they kept him! He's been in the cell since morning and they say he caused it.",
    intent: "urgent",
  },
  {
    message: "I need someone to check the title deed for the sawmill land my family will inherit, we think someone changed the names at the Lands office.",
    intent: "area:land",
  },
  { message: "Hello, how una de?", intent: "greeting" },
  {
    message:
      "Our small flour mill wants investment from a Nigerian company. They want board seats. Can your business lawyers handle the negotiation and documents?",
    intent: "area:business",
  },
  { message: "how to charge forklift battery properly, it dies after 3 hours", intent: "off-topic" },
  { message: "Mi mama de sell food for di factory gate and some boys don beat am today and say dem go burn e table tomorrow. She fraid", intent: "safety" },
  { message: "Number to call pls, I want talk to person now", intent: "phone" },
  {
    message:
      "We're a soap factory and our shipment of palm oil was contaminated with sea water on the voyage. The insurer and the shipowner are both refusing. Do you deal with shipping claims?",
    intent: "area:shipping",
  },
  { message: "See you later, bye bye", intent: "goodbye" },
  {
    message:
      "Dear Sir, I should be grateful if you would arrange an appointment for me with a lawyer regarding a dispute with my former employer. Yours faithfully",
    intent: "booking",
  },
  { message: "Pls, di police dem de knock we door now now say dem come for mi papa about di sawmill money, e de inside", intent: "urgent" },
  {
    message: "I was arrested last year for a fight at the factory gate and released. Now I got a court summons. I need a lawyer to defend me.",
    intent: "area:criminal",
  },
  { message: "Abeg wetin me go bring? I get di lan paper and survey plan", intent: "knowledge:What to bring" },
  { message: "Can my employer keep my passport because I owe the company money?", intent: "legal-question" },
  { message: "which is the best football team in sierra leone premier league", intent: "off-topic" },
  {
    message: "The soap company and our packaging supplier both want a mediator instead of court. Can one of your lawyers act as mediator for us?",
    intent: "area:arbitration",
  },
  { message: "Una de open na lunch time? 1 o'clock", intent: "hours" },
  { message: "Hi, is there a car park near your office or should I take a taxi?", intent: "knowledge:Parking" },
  {
    message: "Some men attacked our workers at the estate gate this morning with machetes, two are bleeding, they are still outside shouting",
    intent: "safety",
  },
  { message: "How can I get hold of you guys? Phone, email, whatever works.", intent: "contact" },
  {
    message:
      "I'm a casual at the bottling plant. The labour contractor takes half our pay though our agreement says 10%. We want a lawyer to make him follow the agreement.",
    intent: "area:contract",
  },
  {
    message:
      "They arrested the union leader at the bottling plant an hour ago and we think they have taken him to CID headquarters. Nobody is allowed to see him.",
    intent: "urgent",
  },
  { message: "Wusai una office dey? Me de cam from Waterloo", intent: "address" },
  { message: "wetin de happen wit di flour price, why e de go up every week", intent: "off-topic" },
  { message: "Does anyone there speak Limba? My uncle is from Kabala, he is the one hurt at the sawmill.", intent: "knowledge:Languages spoken" },
  { message: "Thank you for your quick reply", intent: "thanks" },
  { message: "Is it against the law for the factory to employ children under 15 to carry bags?", intent: "legal-question" },
  { message: "Can you put me down for an appointment with the land lawyer after Easter?", intent: "booking" },
  { message: "Mi na security man, mi wife don leave wit di pikin go Guinea. I want see mi pikin. Abeg help", intent: "area:family" },
  { message: "Police de for mi gate now with di factory owner, dem say dem wan take mi husband. Wetin we go do?", intent: "urgent" },
  { message: "Who's on your legal team? I'd like to know before choosing a firm.", intent: "team" },
  { message: "Abeg wetin una de do? Una de help company dem and ordinary people?", intent: "services" },
  {
    message: "We want to buy the plot behind our sawmill. The seller has only a receipt, no conveyance. Can your land lawyer do the paperwork?",
    intent: "area:land",
  },
  { message: "pls i wan book 4 consultation nxt tues, i get injury case", intent: "booking" },
  {
    message: "I run a small sawmill as a sole trader and want to bring my two sons in as shareholders. How do we set up the company? Please help.",
    intent: "area:business",
  },
  {
    message:
      "Our new flour milling machine is sitting on a ship outside the port because the ship's agent says we owe freight that we already paid. We need a shipping lawyer.",
    intent: "area:shipping",
  },
  {
    message: "Di two soap factory owners dem wey share one warehouse de quarrel. Dem want una stand for middle settle am, nor go court.",
    intent: "area:arbitration",
  },
  {
    message:
      "Dear Sir, I am a former accountant of a bottling company. I have been charged with embezzlement and the trial begins in May. I require a criminal defence lawyer.",
    intent: "area:criminal",
  },
  { message: "Ok I don understand. Bye o", intent: "goodbye" },
];
