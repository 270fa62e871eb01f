import type { LabelledMessage } from "./labelled-message";

// Eight imagined writers:
//  - Sorie, a Limba farmer's son in Kamakwie typing on a cracked phone (dropped letters, no punctuation)
//  - Mr Bockarie-Williams, a Sierra Leonean-British solicitor's clerk (precise, legalistic English)
//  - Mammy Kadi, chairlady of a market women's association in Bo (Krio-English, speaks for "we women")
//  - Alusine, a taxi/keke driver union member (mostly one-liners)
//  - Mariama, a young widow in Port Loko dictating through her neighbour Fatu (third person)
//  - Mrs Decker, a Freetown hotel manager (polite, businesslike)
//  - Abu, a teenage boy (slang: bruv, fam, innit, wallahi, no cap)
//  - Yabom, a fisherman's wife in Shenge writing Krio phonetically
export const DEVELOPMENT_FIFTEENTH: LabelledMessage[] = [
  // ── urgent ──
  { message: "polis don hol mi man na Shenge stayshon since yestade nite, dem nor de le am go", intent: "urgent" },
  { message: "bruv they just threw my cousin in the police van outside the shop, fam what do we do rn", intent: "urgent" },
  { message: "dem don lock my brother na Eastern Police", intent: "urgent" },
  {
    message:
      "Dear Sir/Madam, I write on behalf of a relative of my principal who was arrested at approximately 06:00 this morning and is presently held at Central Police Station without charge. Kindly advise whether counsel can attend today.",
    intent: "urgent",
  },
  {
    message:
      "My neighbour is typing for me. Police came and took my son from the house this morning in Port Loko and he is still at the station. Please help us.",
    intent: "urgent",
  },
  {
    message:
      "One of our night security staff was arrested on the hotel premises an hour ago after a guest complaint and he is being held at Lumley police station as we speak. We need a lawyer to go there.",
    intent: "urgent",
  },
  { message: "polis cum tek mi papa 4rm di farm dem carry am go kamakwie statn nw nw", intent: "urgent" },
  {
    message: "Our association treasurer, police arrest am this morning over the market dues money. She de na Bo police station now. We need lawyer quick quick",
    intent: "urgent",
  },
  { message: "keke driver arrested right now Kissy Road, police holding him", intent: "urgent" },
  { message: "wallahi the feds got my boy locked up since friday and they aint saying nothing, he's only 17 innit", intent: "urgent" },
  {
    message:
      "Good afternoon. I have managed a guesthouse in Aberdeen for six years. Last month we had a disagreement with a supplier over unpaid invoices, which we thought we had settled between ourselves. This morning two officers came and took our accountant away, saying the supplier reported fraud. She is at the station now and they won't let us see her. What can we do?",
    intent: "urgent",
  },
  { message: "mi bra de na sel since tyusde, dem nor kari am go kot yet", intent: "urgent" },
  { message: "yo theres police at my door rn asking for my uncle and they sayin hes coming with them, what do i do", intent: "urgent" },
  { message: "One of our women, her son de on remand for Pademba Road since two weeks, nobody tell am anything. Una fit go see am?", intent: "urgent" },
  {
    message:
      "I am instructed that the detainee has now been held beyond 72 hours at Kissy Police Division. Could a member of your criminal team attend forthwith?",
    intent: "urgent",
  },
  { message: "union chairman detained Waterloo station now", intent: "urgent" },
  { message: "my brothr arrestd yestday stil in cel plz hlp", intent: "urgent" },
  {
    message:
      "Fatu writing for Mariama. In the night police took her late husband's brother, they say he stole the family goats. He is in Port Loko station now. She wants to know if you can help get him out.",
    intent: "urgent",
  },
  {
    message:
      "Quick question: a guest of ours, a foreign national, was picked up by immigration officers at reception this afternoon and is still being held. Can someone go to him now?",
    intent: "urgent",
  },
  { message: "nevi dem don hol mi man en im bot na sea, dem kari am go Tombo, e de dae naw", intent: "urgent" },
  { message: "bruv my mum is crying, they arrested my big bro at the junction like an hour ago, he's at Congo Cross station", intent: "urgent" },
  { message: "dem lock my padi na station for Wellington", intent: "urgent" },
  {
    message:
      "We women in Bo market have been fighting the council over the new stall fees for months. We hold meeting, we write letter, we even go to the chiefdom people. Yesterday when we refuse to pay, police come carry three of our women. Two still de na the station this morning. Abeg wetin we fit do for get dem out?",
    intent: "urgent",
  },
  {
    message: "Urgent: client's son arrested at Lungi airport this morning and presently in custody. Please confirm availability of counsel.",
    intent: "urgent",
  },
  { message: "dem hol mi unkl na chiefdom polis 3 dayz no fud", intent: "urgent" },
  { message: "She said to tell you they have her brother locked up since Sunday because of the land quarrel, he is still there.", intent: "urgent" },
  {
    message:
      "Our chef has been in custody at the Aberdeen police post since last night over a fight outside a bar. Can one of your lawyers attend this morning?",
    intent: "urgent",
  },
  { message: "my guy got lifted by police at the match and they still got him, fam is that even allowed", intent: "urgent" },
  { message: "I dey na police post now, dem nor wan release me", intent: "urgent" },
  { message: "wetin a go du, polis dem kam na os dis monin tek mi pikin go", intent: "urgent" },
  { message: "We have a client currently detained at CID Headquarters. Is a bail application something your chambers can make today?", intent: "urgent" },
  { message: "Dem don arrest mi sister pikin for market, e dae na station now, abeg", intent: "urgent" },
  { message: "polis dem tek mi padi 4 motobike palava he stil dey dere since mornin", intent: "urgent" },
  { message: "Is a lawyer available right now? Police have just arrived at the hotel and are taking our front desk manager away with them.", intent: "urgent" },
  { message: "they arrested me mate outside school today and hes still at the station wallahi we dont know what to do", intent: "urgent" },
  { message: "My neighbour is helping me write. My son was taken by police two days ago and I don't know where they are keeping him.", intent: "urgent" },
  { message: "ARRESTED NOW. KISSY. NEED LAWYER", intent: "urgent" },
  {
    message:
      "Mi man na fisaman, e de go sii evride. Las wik dem bin get wahala wit di oda bot man dem bot net. Tide monin polis dem kam na wof en dem hol am, dem se e tif net. E de na di polis stayshon na Shenge stil naw. Abeg wetin wi fo du",
    intent: "urgent",
  },
  {
    message:
      "Could you advise on the procedure to secure the release of an individual who was detained yesterday evening and remains in police custody as of this message?",
    intent: "urgent",
  },
  { message: "my sistr in polis custody 4 days now dem nor tel us notin", intent: "urgent" },

  // ── safety ──
  { message: "mi man de bit mi evri nait wen e drink, a fred fo mi layf", intent: "safety" },
  {
    message: "She says her late husband's brothers are threatening to kill her if she does not leave the house. She is afraid to sleep there tonight.",
    intent: "safety",
  },
  { message: "my step dad beats my mum every night bruv i cant take it no more", intent: "safety" },
  { message: "One of our market women, her husband de beat am bad. Today e break her arm. She de hide for my house now.", intent: "safety" },
  {
    message:
      "A female staff member has told me that a regular guest has been groping her and has threatened her when she refused him. She is too scared to come to work.",
    intent: "safety",
  },
  { message: "som men dem tret mi sey dem go kil mi ova di farm lan", intent: "safety" },
  { message: "man chase me with cutlass, i dey hide", intent: "safety" },
  {
    message:
      "I am writing on behalf of a young woman who reports that she was raped last night by an acquaintance. She is presently with me and very distressed. What immediate steps should be taken?",
    intent: "safety",
  },
  {
    message:
      "My neighbour writing. They beat her yesterday because she refused to marry her late husband's brother. She is hurt and they say they will come back.",
    intent: "safety",
  },
  { message: "some guys said they gonna stab me after school fam im scared fr", intent: "safety" },
  { message: "mi sista man nak am na ed, blod de kam, wetin fo du", intent: "safety" },
  { message: "Dem de threaten me say if I nor leave the chairlady position dem go burn mi shop with me inside", intent: "safety" },
  { message: "my sista 14 yrs smbdy abus am sexualy we fred", intent: "safety" },
  { message: "Safety concern: the ex-partner of one of our housekeepers is outside the hotel gate with a machete saying he will harm her.", intent: "safety" },
  { message: "my wife get bruise everywhere, her brother beat her, she fraid go home", intent: "safety" },
  { message: "my uncle touches me when nobody is home and i dont know who to tell", intent: "safety" },
  { message: "She is being beaten by her in-laws and they took her children. She is afraid for her life.", intent: "safety" },
  {
    message: "Please advise urgently: my sister is subject to ongoing domestic violence and her husband has threatened to kill her tonight.",
    intent: "safety",
  },
  { message: "mi man se e go kil mi if a go bak to mi mama os", intent: "safety" },
  { message: "One small girl wey de sell for me for market, her master de do am bad thing at night. She only 13.", intent: "safety" },
  { message: "dem wan kil mi bcos of di chieftaincy tin i de hid in bush nw", intent: "safety" },
  { message: "gang boys say dem go kill me for my route", intent: "safety" },
  {
    message:
      "A guest has just told us she was assaulted in her room by another guest and is terrified he will come after her. We've moved her to another floor but what should we do now?",
    intent: "safety",
  },
  { message: "wallahi my dad said he'll kill me if i come home, im at my friends place", intent: "safety" },
  {
    message:
      "Neighbour typing: her husband's family say they will harm her if she reports them, and last night someone hit her with a stick when she went for water.",
    intent: "safety",
  },

  // ── off-topic ──
  { message: 'bruv write me a rap called "Guilty" about a judge and a thief innit', intent: "off-topic" },
  { message: "Can you recommend a good beach near Tokeh for our guests' weekend excursion?", intent: "off-topic" },
  { message: "wetin na di prayz fo bonga fish dis wik na Shenge", intent: "off-topic" },
  { message: "hw mch 1 bag rice in kamakwie nw", intent: "off-topic" },
  { message: "who win Leone Stars match yesterday", intent: "off-topic" },
  { message: "Could you kindly draft a 500-word essay on the history of the Sierra Leone judiciary for my nephew's school assignment?", intent: "off-topic" },
  { message: "Wetin be the price of one town lot of land for Bo these days?", intent: "off-topic" },
  { message: "whats the best phone under 2 million leones fam", intent: "off-topic" },
  { message: "What will the weather be like in Freetown on Saturday? We have an outdoor wedding by the pool.", intent: "off-topic" },
  { message: "She wants to know how to cook cassava leaf with fish for the forty-day ceremony", intent: "off-topic" },
  { message: "petrol price today", intent: "off-topic" },
  { message: "how do i fix my whatsapp it keeps crashing bruv", intent: "off-topic" },
  { message: "What is the capital of Australia? A colleague and I have a small wager on it.", intent: "off-topic" },
  { message: "tel mi wan jok abeg, a de taya", intent: "off-topic" },
  { message: "Write a speech for our women's day celebration for Bo market, make e sweet", intent: "off-topic" },
  { message: "wat fertilizr gud 4 groundnut", intent: "off-topic" },
  { message: "Could you write a short welcome poem for the board in our hotel lobby?", intent: "off-topic" },
  { message: "yo whats the best court shoes for basketball", intent: "off-topic" },
  { message: "gi mi gud title 4 mi song bout mi vilej", intent: "off-topic" },
  { message: "Would you happen to know the exchange rate of sterling to the new Leone today?", intent: "off-topic" },
  { message: "She asks what time the next ferry leaves Tagrin for Kissy", intent: "off-topic" },
  { message: "whos better messi or ronaldo no cap", intent: "off-topic" },
  { message: "How I go make palm oil soap for sell?", intent: "off-topic" },
  { message: "Do you know a reliable plumber in Lumley? Our water pump has packed up.", intent: "off-topic" },
  { message: "aw fo mek bot pent nor pil", intent: "off-topic" },
  { message: "help mi wit maths homwork 3x + 5 = 20", intent: "off-topic" },
  { message: "write a story bout a lawyer who turns into a zombie lol", intent: "off-topic" },
  { message: "Please recommend a good novel about a courtroom trial, something in the vein of To Kill a Mockingbird.", intent: "off-topic" },
  { message: "which road no get traffic now go Lumley", intent: "off-topic" },
  { message: "Which day na the best market day for sell pepper for Kenema?", intent: "off-topic" },
  { message: "What's a good recipe for grilled barracuda for our restaurant menu?", intent: "off-topic" },
  { message: "She wants a prayer to read at her late husband's memorial", intent: "off-topic" },
  { message: "how much do footballers earn at East End Lions fam", intent: "off-topic" },
  { message: "wen rain go start dis yr 4 planting", intent: "off-topic" },
  { message: "us tem di tayd go hay tumara na Shenge", intent: "off-topic" },
  { message: "Could you explain the offside rule? I have never understood it.", intent: "off-topic" },
  { message: "price of keke spare parts for Kissy", intent: "off-topic" },
  { message: "Can you translate our breakfast menu into French for the guests?", intent: "off-topic" },
  { message: "tell me a joke about police bruv", intent: "off-topic" },
  { message: "How I go make Facebook page for my gara cloth business?", intent: "off-topic" },

  // ── legal-question ──
  { message: "if mi man day, di bot go bi mi yon or im brada dem yon?", intent: "legal-question" },
  { message: "She wants to know: by law, can her husband's family take the house after he died, when the house was in his name?", intent: "legal-question" },
  { message: "can the police search my phone without a warrant fam, is that legal", intent: "legal-question" },
  { message: "is it legal for police to take my licence at checkpoint", intent: "legal-question" },
  {
    message: "Under the Employment Act 2023, what is the statutory notice period for an employee with five years' continuous service?",
    intent: "legal-question",
  },
  { message: "Are we legally allowed to keep a guest's luggage if they leave without settling their bill?", intent: "legal-question" },
  { message: "Council fit increase market dues without consult the traders? Dat one legal?", intent: "legal-question" },
  { message: "if som1 plant on mi lan 10 yrs e go bi hin own", intent: "legal-question" },
  { message: "how many years jail for smoking weed in sierra leone bruv asking for a friend", intent: "legal-question" },
  { message: "She asks if she will keep the children if she goes back to her own family's village", intent: "legal-question" },
  { message: "if a lef mi man, a go kin tek di pikin dem?", intent: "legal-question" },
  { message: "If I dismiss a waiter for stealing, is he still entitled to his end-of-service benefits?", intent: "legal-question" },
  { message: "Would an oral agreement for the sale of land be enforceable in Sierra Leone, or must it be evidenced in writing?", intent: "legal-question" },
  { message: "do i have case if police beat me last week", intent: "legal-question" },
  { message: "If customer take goods on credit and refuse to pay, if I take am go court I go win?", intent: "legal-question" },
  { message: "can chif sel famili lan widout ask us", intent: "legal-question" },
  { message: "at what age can you legally get married in SL", intent: "legal-question" },
  { message: "Should I sign a lease that says the landlord can raise the rent at any time without notice?", intent: "legal-question" },
  { message: "She wants to know if a marriage done by custom with no paper counts as a real marriage for inheritance", intent: "legal-question" },
  { message: "What is the limitation period for bringing a claim for breach of contract?", intent: "legal-question" },
  { message: "if di bot sink wit oda man fis insay, na mi go pe?", intent: "legal-question" },
  { message: "will i go jail for accident wen man cross road sudden", intent: "legal-question" },
  { message: "How long landlord must give notice before e throw person out of shop?", intent: "legal-question" },
  { message: "if mi papa nor rait wil hu go get di lan", intent: "legal-question" },
  { message: "can my school expel me for a fight that happened off school grounds, is that even legal", intent: "legal-question" },
  { message: "Is it lawful to require staff to work public holidays without extra pay?", intent: "legal-question" },
  { message: "Does a foreign-owned company require a local shareholder in order to obtain a business licence in Sierra Leone?", intent: "legal-question" },
  { message: "She asks whether the court can force the family to give her a share of the rice farm her husband worked", intent: "legal-question" },
  { message: "dem tek mi man net na di port, dem get rayt fo du dat?", intent: "legal-question" },
  { message: "can police lock me for owing bank loan", intent: "legal-question" },
  { message: "If our association register, one member fit sue the whole group?", intent: "legal-question" },
  { message: "if i get caught with a fake ID whats the punishment", intent: "legal-question" },

  // ── area:family ──
  { message: "mi man don lef mi wit tri pikin, e nor de sen moni fo dem, abeg elp", intent: "area:family" },
  {
    message:
      "My neighbour Fatu is writing this for me. My husband died in March. We married in the mosque and had four children. Since the burial his family have been coming to the house saying the children belong to them and I should go back to my father's village alone. I want the children to stay with me. Please help me.",
    intent: "area:family",
  },
  { message: "my parents are splitting up and both want me to live with them fam, can someone help sort it out properly", intent: "area:family" },
  { message: "One of our women want to leave her husband after twenty years. She need lawyer for the paper part.", intent: "area:family" },
  { message: "My wife and I have decided to separate amicably. We need someone to handle the legal side of it.", intent: "area:family" },
  { message: "mi wif go bak 2 hin papa os wit di pikin, i wan si mi pikin", intent: "area:family" },
  { message: "I act for a family wishing formally to adopt an orphaned niece. We require assistance with the application.", intent: "area:family" },
  { message: "my baby mama no let me see my son", intent: "area:family" },
  { message: "She wants help to get her husband's pension and the things he left for the children", intent: "area:family" },
  { message: "a wan mared mi man propa na kot, aw fo du", intent: "area:family" },
  {
    message:
      "Mammy Kadi here, chairlady. A young woman in our association married a man from Kenema under custom. He take second wife without tell her, and now he say she must leave the compound and he go keep the two girls. She nor get money. We the women want support her. Who fit handle dis kind matter?",
    intent: "area:family",
  },
  { message: "my dad died and my uncle took everything and says me and my sisters get nothing", intent: "area:family" },
  { message: "My ex-husband hasn't paid the agreed support for our daughter in eight months. I'd like to pursue it.", intent: "area:family" },
  { message: "Could you advise whether your chambers handle the recognition of a foreign divorce decree in Sierra Leone?", intent: "area:family" },
  { message: "mi sista man nor giv hin chop moni 4 di pikin dem", intent: "area:family" },
  { message: "want marry second wife need papers", intent: "area:family" },
  { message: "Her late husband's children from another woman now claim all the property. She needs a lawyer.", intent: "area:family" },

  // ── area:business ──
  {
    message: "We're looking to restructure the hotel into a limited company with my brother as co-director. Can you help with the paperwork?",
    intent: "area:business",
  },
  { message: "Our market women association want register as proper organisation so we fit get loan", intent: "area:business" },
  {
    message: "Our client intends to incorporate a subsidiary in Freetown and requires assistance with the Corporate Affairs Commission filings.",
    intent: "area:business",
  },
  { message: "me and my boys wanna start a clothing brand and make it official, need help with the registration stuff", intent: "area:business" },
  { message: "want register my keke company", intent: "area:business" },
  { message: "i wan start rice mil bizness need papa 4 govt", intent: "area:business" },
  { message: "mi en oda wimen dem wan opin fis smok biznes togeda, wi wan du am legal", intent: "area:business" },
  {
    message:
      "I run a small guesthouse in Lumley with two partners. When we started we just shook hands on it. Now one partner is never around but still takes a third of the profits, and we have never had proper documents. We want everything in writing and to sort out who owns what.",
    intent: "area:business",
  },
  {
    message: "We require counsel on corporate governance matters, specifically the conduct of board meetings and the passing of shareholder resolutions.",
    intent: "area:business",
  },
  { message: "Council say mi shop nor get licence, I wan get am proper", intent: "area:business" },
  { message: "my uncle wants to put money in my phone repair shop, how do we make it legit", intent: "area:business" },
  {
    message: "We need someone to look over a bank loan facility for expanding the restaurant. The bank's security terms look very heavy.",
    intent: "area:business",
  },
  { message: "hw 2 registr cooperative 4 farmers in kamakwie", intent: "area:business" },
  { message: "Kindly advise on the steps required to obtain an import licence for a newly registered trading company.", intent: "area:business" },
  { message: "mi broda wan bay sher dem na wan kompin, e nid lawya fo chek di tin dem", intent: "area:business" },

  // ── area:shipping ──
  { message: "di port pipul dem hol di bot enjin wey mi man oda from Gini", intent: "area:shipping" },
  {
    message: "A container of kitchen equipment we imported has been stuck at Queen Elizabeth II Quay for six weeks. Customs keep asking for new documents.",
    intent: "area:shipping",
  },
  {
    message: "Our client's cargo was damaged in transit from Antwerp to Freetown and the carrier is disputing liability. We seek representation.",
    intent: "area:shipping",
  },
  {
    message:
      "We the women in Bo order cloth from China together, we share one container. The agent for Freetown collect the clearing money, now he say the container get extra demurrage and e want more money, and when dem open am some bales missing. We need somebody wey sabi dis shipping business.",
    intent: "area:shipping",
  },
  { message: "my spare parts container hold for port 2 months", intent: "area:shipping" },
  { message: "my cousin shipped a car from the UK and the shipping company lost it bruv", intent: "area:shipping" },
  { message: "mi broda sen goods by ship 4rm Conakry dem nor giv am", intent: "area:shipping" },
  {
    message: "We act for the owner of a fishing vessel that has been arrested at Freetown port over an alleged unpaid bunker supply.",
    intent: "area:shipping",
  },
  { message: "foren trola dem brok wi kanu en net na sii, wi wan mek dem pe", intent: "area:shipping" },
  { message: "freight company lose my goods from Lungi", intent: "area:shipping" },
  { message: "Her husband was a sailor and died on a foreign ship last year. She wants the ship company to pay.", intent: "area:shipping" },
  { message: "the shipping company charged my mum twice for her barrels from the US and now they wont release them", intent: "area:shipping" },
  { message: "Customs hold our goods for the quay, dem say we under-declare. Abeg help", intent: "area:shipping" },
  { message: "Our wine shipment arrived with half the cases smashed and the freight forwarder won't accept responsibility.", intent: "area:shipping" },

  // ── area:land ──
  { message: "mi uncl dem sel wi famili lan to strenja man", intent: "area:land" },
  { message: "Someone is building on the plot her husband bought in Port Loko. She has the receipt but no proper document.", intent: "area:land" },
  { message: "landlord changed the locks on my mum's place while she was at work fam", intent: "area:land" },
  { message: "di landlod se wi fo komot di os neks wik bot wi don pe fo siks mont", intent: "area:land" },
  {
    message:
      "We lease our hotel building from a family in Aberdeen. The old man who signed the lease died last year and now his children say the lease isn't valid and want us either out or paying triple. There are ten years left to run. I'd like someone to look at it.",
    intent: "area:land",
  },
  { message: "Mi neighbour don shift the boundary stick dem pass inside mi yard", intent: "area:land" },
  {
    message: "We are instructed in the purchase of a property at Hill Station and require a conveyancer to conduct searches at the Ministry of Lands.",
    intent: "area:land",
  },
  { message: "want buy small plot Waterloo need lawyer check paper", intent: "area:land" },
  { message: "sumbodi get 2 survey plan 4 di sem lan", intent: "area:land" },
  { message: "The family land in her village, the brothers want to share it among themselves and leave out the women.", intent: "area:land" },
  { message: "we've lived in grandma's house my whole life and now some man shows up with papers saying its his", intent: "area:land" },
  { message: "I need help getting a proper title for a plot we bought in Goderich back in 2015.", intent: "area:land" },
  { message: "dem de bil na wi famili lan na Shenge wit no pement", intent: "area:land" },
  { message: "I wan sell my house for Bo, I need lawyer for do the paper dem", intent: "area:land" },
  {
    message:
      "Our client, a diaspora purchaser, paid for land at Tokeh through an agent who has since vanished. We wish to establish the position at the Office of the Administrator and Registrar-General.",
    intent: "area:land",
  },
  { message: "landlord want raise rent 3 times this year", intent: "area:land" },
  { message: "di chif dem tek wi farm lan giv am 2 kompani", intent: "area:land" },
  {
    message:
      "Fatu writing for Isatu. When her husband was alive they built a small house together on his father's land in Port Loko. They paid for every block themselves. After the funeral the father said the house belongs to the family because it is family land, and he has put his other son to live there. Isatu and the children now sleep in one room at her sister's. She wants to know who can help her with this matter of the house.",
    intent: "area:land",
  },
  { message: "someone sold my dad the same land they sold to 3 other people wallahi", intent: "area:land" },

  // ── area:arbitration ──
  {
    message: "We have a dispute with our catering supplier and neither side wants to go to court. Is there a way to settle it with a neutral person?",
    intent: "area:arbitration",
  },
  {
    message: "Our client's supply contract contains an arbitration clause and the counterparty has refused to appoint an arbitrator. We require assistance.",
    intent: "area:arbitration",
  },
  {
    message: "Two groups of women for our market de fight over who get the front stalls. We want somebody neutral to sit us down and settle am without court.",
    intent: "area:arbitration",
  },
  { message: "mi en mi bizness patna wan sidom settul di matta no kort", intent: "area:arbitration" },
  { message: "union and the car owners want sit down with neutral person settle fare palaver", intent: "area:arbitration" },
  { message: "di fis bayas dem en wi wimen wan mek sombodi sidom wit wi setul di prays palava, no kot", intent: "area:arbitration" },
  { message: "my uncle and his business partner keep fighting about money, they want someone in the middle to sort it, not court", intent: "area:arbitration" },
  {
    message:
      "We hired a construction firm to build our new wing. They're nine months late and want more money; we think they owe us penalties. Both sides would like to keep working together and avoid years in court. Could someone help us reach a settlement outside the courts?",
    intent: "area:arbitration",
  },
  { message: "Could your chambers act as, or nominate, a mediator in a commercial dispute between two import companies?", intent: "area:arbitration" },
  { message: "We and the transporters get wahala about lost goods, both side want settle am quiet quiet", intent: "area:arbitration" },
  { message: "need mediator for me and the car owner business dispute", intent: "area:arbitration" },
  { message: "we wan arbitrashn 4 di rice mil palava wit di investa", intent: "area:arbitration" },
  { message: "Do you offer mediation for a shareholder disagreement in a family-owned hotel? We'd prefer to keep it private.", intent: "area:arbitration" },

  // ── area:contract ──
  { message: "A former employee says we owe him three months' wages and is threatening to sue. We'd like representation.", intent: "area:contract" },
  { message: "owner sack me no pay last month", intent: "area:contract" },
  { message: "my boss at the shop hasnt paid me in 2 months bruv and now he says im fired", intent: "area:contract" },
  { message: "di man tek 40 baskit fis, e se e go pe, na tri mont naw e no pe", intent: "area:contract" },
  {
    message:
      "For three years I de supply pepper and onion to one restaurant for Bo. We get written agreement, dem must pay end of every month. Since January dem de say next week, next week. Now dem owe me twelve million Leones and dem say the new manager nor know about the agreement. I want get my money.",
    intent: "area:contract",
  },
  {
    message:
      "Our client was summarily dismissed after eleven years' service without any disciplinary hearing. We seek to instruct counsel in respect of unfair dismissal.",
    intent: "area:contract",
  },
  { message: "i wok 4 NGO 2 yrs dem stop mi no reasn no pay", intent: "area:contract" },
  { message: "We need a solid employment contract for our new staff, reviewed by a lawyer.", intent: "area:contract" },
  { message: "Her husband's employer has not paid his last salary or his end-of-service money.", intent: "area:contract" },
  { message: "man hire my car 2 weeks no pay", intent: "area:contract" },
  { message: "i signed a phone contract and they keep charging me more than they said fam", intent: "area:contract" },
  { message: "We wish to have a distribution agreement reviewed before execution; the counterparty is a Ghanaian supplier.", intent: "area:contract" },
  { message: "One company from Freetown take our women cloth on agreement, sell am, and nor pay us", intent: "area:contract" },
  { message: "contractr tek mi moni 4 bil os no finis", intent: "area:contract" },
  { message: "A supplier delivered spoiled produce and still insists on full payment under our agreement. We want to dispute it.", intent: "area:contract" },
  { message: "a wok fo wan fis kompin, dem no pe mi fo tu mont", intent: "area:contract" },
  { message: "company sack me because i join union", intent: "area:contract" },

  // ── area:criminal ──
  { message: "bruv i got a letter saying i gotta go to court over a fight at school, what now", intent: "area:criminal" },
  { message: "police give me summons for court monday", intent: "area:criminal" },
  {
    message:
      "Our client has been charged with obtaining money by false pretences and is on bail. We require defence counsel for the trial at the Magistrate's Court.",
    intent: "area:criminal",
  },
  { message: "Somebody accuse me say I tief the association money, dem say dem go report me to police", intent: "area:criminal" },
  { message: "Her in-laws accused her of killing her husband with witchcraft and they have reported her to the police.", intent: "area:criminal" },
  { message: "dem de se mi man tif fis net, polis se e fo kam stayshon tumara", intent: "area:criminal" },
  { message: "mi broda get bel bot dem wan kari am go hai kort", intent: "area:criminal" },
  {
    message: "A guest has accused one of my waiters of theft and filed a police report. He hasn't been arrested but he needs a lawyer.",
    intent: "area:criminal",
  },
  { message: "my brother got out on bail yesterday and his court date is next week, can yall defend him", intent: "area:criminal" },
  { message: "accused of hit and run but na lie", intent: "area:criminal" },
  {
    message:
      "By way of background: our client, a civil servant at one of the MDAs, was interviewed by the Anti-Corruption Commission last month in connection with procurement irregularities. He was not detained but has been told that charges may follow. He wishes to retain experienced defence counsel now.",
    intent: "area:criminal",
  },
  { message: "Police release mi pikin on bail last week, now e get case for court, we need lawyer", intent: "area:criminal" },
  { message: "dem se mi stil kow, case de na kort", intent: "area:criminal" },
  {
    message: "Police beat one of our staff badly during a raid last month. He wants to take action over the violation of his rights.",
    intent: "area:criminal",
  },
  {
    message: "Her son was released yesterday after three days in the cell; now they say he must appear in court. She needs someone to defend him.",
    intent: "area:criminal",
  },
  { message: "dem chaj mi fo fet wit mi neba, a fo go kot", intent: "area:criminal" },

  // ── knowledge:Fees ──
  { message: "aw moch una de tek fo luk mi kes", intent: "knowledge:Fees" },
  { message: "Could you please indicate your consultation fee and whether payment by instalments is accepted?", intent: "knowledge:Fees" },
  { message: "how much do yall charge bruv im broke", intent: "knowledge:Fees" },
  { message: "She does not have money. Is there any free help or legal aid?", intent: "knowledge:Fees" },
  { message: "price for lawyer?", intent: "knowledge:Fees" },
  { message: "Mi women dem nor get plenty money, una go take small small payment?", intent: "knowledge:Fees" },

  // ── knowledge:Languages spoken ──
  { message: "una lawya dem de tok Shebro?", intent: "knowledge:Languages spoken" },
  { message: "una lawya kin tok Limba", intent: "knowledge:Languages spoken" },
  { message: "Una get lawyer wey sabi talk Mende? Some of our women nor sabi English", intent: "knowledge:Languages spoken" },
  { message: "Some of our expatriate staff only speak French. Do any of your lawyers speak French?", intent: "knowledge:Languages spoken" },
  { message: "She only speaks Temne. Can she talk to the lawyer in Temne or must she bring someone to interpret?", intent: "knowledge:Languages spoken" },
  { message: "can i talk krio with lawyer", intent: "knowledge:Languages spoken" },

  // ── knowledge:Parking ──
  { message: "Is there parking near your office? I'll be driving in from Aberdeen.", intent: "knowledge:Parking" },
  { message: "where i go park my car when i come", intent: "knowledge:Parking" },
  { message: "Is there designated visitor parking at your Siaka Stevens Street office?", intent: "knowledge:Parking" },
  { message: "my uncle asks if theres space to park his jeep by ur office", intent: "knowledge:Parking" },
  { message: "We go come with bus from Bo, place dey for park am?", intent: "knowledge:Parking" },
  { message: "pleys fo park motobaik de nia una ofis?", intent: "knowledge:Parking" },

  // ── knowledge:What to bring ──
  { message: "What papers should she bring? She has the death certificate and the marriage paper from the mosque.", intent: "knowledge:What to bring" },
  { message: "Kindly confirm which documents our client should bring to the initial consultation.", intent: "knowledge:What to bring" },
  { message: "wetin a fo bring wen a kam", intent: "knowledge:What to bring" },
  { message: "do i need to bring my ID or anything when i come in", intent: "knowledge:What to bring" },
  { message: "Should I bring the lease and our company documents to the meeting?", intent: "knowledge:What to bring" },
  { message: "Which paper dem I go carry come for the meeting?", intent: "knowledge:What to bring" },

  // ── booking ──
  { message: "I'd like to book a consultation with one of your lawyers for Thursday afternoon.", intent: "booking" },
  { message: "We should be grateful if you could schedule a conference with counsel at your earliest convenience next week.", intent: "booking" },
  { message: "book me for monday", intent: "booking" },
  { message: "can i come see a lawyer tomorrow after school", intent: "booking" },
  { message: "I wan come see una lawyer on Friday with two of my women", intent: "booking" },
  { message: "a wan kam tok to lawya neks wik", intent: "booking" },
  { message: "i wan mit lawya wen i cum Freetown wednsday", intent: "booking" },
  { message: "She would like to meet a lawyer. She can come on Tuesday with her neighbour.", intent: "booking" },
  { message: "Is there availability for a meeting this week? Any day except Wednesday works for me.", intent: "booking" },
  { message: "Please arrange an appointment for my principal with a member of chambers on 14 March at 10:00.", intent: "booking" },
  { message: "appointment pls", intent: "booking" },
  { message: "yo how do i book a sesh with one of ur lawyers", intent: "booking" },
  { message: "Abeg put me down for meet lawyer next Monday morning", intent: "booking" },
  { message: "a go kam Fritong satide, a kin si lawya?", intent: "booking", also: ["hours"] },
  { message: "plz set mi apointmnt", intent: "booking" },
  { message: "Can she see someone about her matter before the end of the month? She must arrange transport from Port Loko.", intent: "booking" },
  { message: "I'd like to speak to a lawyer in person about a staff matter. What's the earliest slot you have?", intent: "booking" },
  { message: "I wish to reserve a one-hour consultation for a client visiting from London on the 22nd.", intent: "booking" },
  { message: "can me and my mum come in on friday to talk to someone", intent: "booking" },
  { message: "wan see lawyer tomorrow morning", intent: "booking" },
  { message: "We want make appointment for our association, all the executive go come", intent: "booking" },
  { message: "abeg mek a get apoyntment fo tok wit wan lawya", intent: "booking" },
  { message: "i wan tok 2 lawya face 2 face", intent: "booking" },
  { message: "Could I book a video call with a lawyer instead of coming in? I can't leave the hotel this week.", intent: "booking" },

  // ── hours ──
  { message: "una open now?", intent: "hours" },
  { message: "Could you confirm your office hours, please?", intent: "hours" },
  { message: "yall open on saturday?", intent: "hours" },
  { message: "What time una office de close?", intent: "hours" },
  { message: "una de opin satide?", intent: "hours" },
  { message: "wat tym u open", intent: "hours" },
  { message: "She asks if the office is open on Friday afternoon because that is when the poda poda comes", intent: "hours" },
  { message: "Are you open over lunch? That's the only time I can get away.", intent: "hours" },
  { message: "Are your chambers open on public holidays such as Independence Day?", intent: "hours" },
  { message: "what time u close today", intent: "hours" },
  { message: "r u guys open rn", intent: "hours" },
  { message: "Una de open Sunday?", intent: "hours" },
  { message: "us tem una de opin fo monin", intent: "hours" },
  { message: "u opn 2day", intent: "hours" },
  { message: "What time do you open tomorrow, and where exactly is the office? I've never been.", intent: "hours", also: ["address"] },
  { message: "What days are they open? She works on the farm on Monday and Tuesday.", intent: "hours" },

  // ── team ──
  { message: "Could you provide a list of the advocates practising at your chambers?", intent: "team" },
  { message: "who are the lawyers there fam", intent: "team" },
  { message: "Who be the lawyer dem for una office?", intent: "team" },
  { message: "Who are your attorneys and what does each of them specialise in?", intent: "team" },
  { message: "uswan lawya dem de wok dae", intent: "team" },
  { message: "hu r di lawyas", intent: "team" },
  { message: "how many lawyer una get", intent: "team" },
  { message: "She wants to know if any of the lawyers are women", intent: "team" },
  { message: "May I ask who the senior members of Kamara Chambers are?", intent: "team" },
  { message: "do yall have any young lawyers or is it all old people lol", intent: "team" },
  { message: "Tell me a bit about your team.", intent: "team" },
  { message: "Mek I know the names of una lawyers", intent: "team" },

  // ── services ──
  { message: "What areas of law does your chambers practise in?", intent: "services" },
  { message: "what kinda cases do yall take", intent: "services" },
  { message: "Wetin una de do for people?", intent: "services" },
  { message: "What services do you offer to businesses like hotels?", intent: "services" },
  { message: "wetin kayn kes una de luk", intent: "services" },
  { message: "wat u du", intent: "services" },
  { message: "una handle all kind case?", intent: "services" },
  { message: "She asks what kind of problems the lawyers can help with", intent: "services" },
  { message: "Would you kindly outline the full range of legal services offered by the firm?", intent: "services" },
  { message: "so what do u lot actually do", intent: "services" },
  { message: "Which practice areas do you cover?", intent: "services" },
  { message: "Wetin kind of matter una lawyer dem sabi?", intent: "services" },

  // ── greeting ──
  { message: "kushe", intent: "greeting" },
  { message: "kushe o, aw di bodi", intent: "greeting" },
  { message: "helo", intent: "greeting" },
  { message: "yo wagwan", intent: "greeting" },
  { message: "Good morning.", intent: "greeting" },
  { message: "Good afternoon, I hope you're well.", intent: "greeting" },
  { message: "Kushe ma, good evening", intent: "greeting" },
  { message: "Salaam alaikum, my neighbour is greeting you for me", intent: "greeting" },
  { message: "sup fam", intent: "greeting" },

  // ── thanks ──
  { message: "tenki ya", intent: "thanks" },
  { message: "Thank you for your prompt assistance.", intent: "thanks" },
  { message: "cheers bruv appreciate it", intent: "thanks" },
  { message: "tenki", intent: "thanks" },
  { message: "God bless una, tenki plenty", intent: "thanks" },
  { message: "She says thank you very much, may God reward you", intent: "thanks" },
  { message: "tnx", intent: "thanks" },
  { message: "That's very helpful, thank you.", intent: "thanks" },

  // ── goodbye ──
  { message: "aight im out, peace", intent: "goodbye" },
  { message: "Thank you, that will be all. Good day.", intent: "goodbye" },
  { message: "a de go, bay", intent: "goodbye" },
  { message: "ok later", intent: "goodbye" },
  { message: "Tenki, we go see later", intent: "goodbye" },
  { message: "Bye for now.", intent: "goodbye" },
  { message: "ok bye", intent: "goodbye" },

  // ── phone ──
  { message: "number?", intent: "phone" },
  { message: "May I have a telephone number on which to reach the chambers?", intent: "phone" },
  { message: "can i just call yall, whats the number", intent: "phone" },
  { message: "gi mi una fon nomba", intent: "phone" },
  { message: "Which number I go call?", intent: "phone" },
  { message: "She wants to call. What number?", intent: "phone" },
  { message: "u get whatsap numba", intent: "phone" },
  { message: "Is there a direct line I can ring?", intent: "phone" },

  // ── contact ──
  { message: "What is the most appropriate means of contacting your chambers?", intent: "contact" },
  { message: "how do i get in touch with yall", intent: "contact" },
  { message: "How can I reach your office outside of this chat?", intent: "contact" },
  { message: "How I go reach una?", intent: "contact" },
  { message: "aw a go rich una from Shenge", intent: "contact" },
  { message: "hw 2 contact u", intent: "contact" },
  { message: "How can she contact the firm? She doesn't have a smartphone.", intent: "contact" },
  { message: "contact info", intent: "contact" },

  // ── email ──
  { message: "Please provide an email address to which I may send the documents.", intent: "email" },
  { message: "What's your email?", intent: "email" },
  { message: "u got an email i can send stuff to", intent: "email" },
  { message: "Wetin be una email?", intent: "email" },
  { message: "imel adres plz", intent: "email" },
  { message: "The neighbour wants to email the papers. Which email?", intent: "email" },
  { message: "email?", intent: "email" },

  // ── address ──
  { message: "where una office", intent: "address" },
  { message: "Could you kindly provide the full address of the chambers?", intent: "address" },
  { message: "usay una ofis de na Fritong", intent: "address" },
  { message: "where u guys at, like whats the address", intent: "address" },
  { message: "How I go find una office from the Bo lorry park when I reach Freetown?", intent: "address" },
  { message: "I'm coming from Lumley by car, how do I get to your office?", intent: "address" },
  { message: "hw do i fin ur ofis wen i rich Freetown", intent: "address" },

  // ── unknown ──
  { message: "?", intent: "unknown" },
  { message: "kkkkkkk", intent: "unknown" },
  { message: "hmm", intent: "unknown" },
  { message: "a get kweshon", intent: "unknown" },
  { message: "She wants to ask something", intent: "unknown" },
  { message: "Abeg", intent: "unknown" },

  // ── attorney ──
  { message: "Could you tell me about Ms Isatu Bangura's experience in shipping matters?", intent: "attorney:Isatu Bangura" },
  { message: "Hawa Turay na the one wey de handle family land?", intent: "attorney:Hawa Turay" },
  { message: "is Ibrahim Jalloh any good bruv my cousin said he's the guy", intent: "attorney:Ibrahim Jalloh" },
  { message: "Does Christiana Thomas still work with you? She helped us before.", intent: "attorney:Christiana Thomas" },
];
