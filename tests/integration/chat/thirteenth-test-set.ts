import type { LabelledMessage } from "@/lib/chat/examples/labelled-message";

// Thirteenth hand-written set of website chat messages for Kamara Chambers, Freetown. Writers: Alhaji Sorie, a Fula cattle trader in Kabala on an old Nokia, writing thin Krio and broken English; Mariama, 26, a hairdresser in Waterloo who types Krio full of emojis; Mr Ebenezer Cole, a retired headmaster who writes stiff formal English; Aminata, an NGO caseworker writing on behalf of clients; Pa Santigie, a fisherman in Goderich whose voice notes are transcribed badly; Kadiatu, a Sierra Leonean university student in Accra; Mrs Williams, an anxious mother of a teenage boy and girl in Freetown; and Osman, a small construction contractor who types in clipped business shorthand.

export const THIRTEENTH_TEST_SET: LabelledMessage[] = [
  // urgent
  {
    message: "hello lawyer my brother the polish them carry him from the wharf last night he still inside the station for king tom please help us quick",
    intent: "urgent",
  },
  { message: "Abeg una help 😭😭 police don hold my boyfriend since yesterday na Waterloo station, dem nor wan tell we wetin e do", intent: "urgent" },
  {
    message:
      "Dear Sir/Madam, I write with great urgency. My nephew was detained by officers of the Sierra Leone Police at approximately 10 p.m. yesterday and remains in custody at Central Police Station. Kindly advise how I may secure counsel immediately.",
    intent: "urgent",
  },
  {
    message:
      "Urgent - a client of ours (female, 19) was picked up by police this morning at Lumley and is still being held at the station. She has no money for a lawyer. Can someone from your criminal team attend today?",
    intent: "urgent",
  },
  { message: "salam. my son dem hold am for kabala police since 2 day for cow matter. dem say na tif. wi need lawyer now now", intent: "urgent" },
  {
    message: "Pls my dad was arrested in Freetown this morning and I'm stuck in Accra, can't do anything from here 😩 who can go to the station for him??",
    intent: "urgent",
  },
  {
    message:
      "My 16 year old son was taken by the police from school today!!! He's at the station now and they won't let me see him. Please what do I do, he's just a child",
    intent: "urgent",
  },
  {
    message: "police at my site right now saying they taking my foreman for stolen cement. he never steal anything. need lawyer to come now",
    intent: "urgent",
  },
  {
    message: "the soldier them hold my boat boys at sea say we fishing for wrong place they carry them to the navel base since this morning help please",
    intent: "urgent",
  },
  { message: "Dem don lock my sister na cell 😢 since friday. Na she shop neighbour report am. Wetin we go do abeg", intent: "urgent" },
  {
    message:
      "Good evening. Two constables are at my gate at this very moment demanding that my son accompany them to the station. No warrant has been shown. I require a lawyer without delay.",
    intent: "urgent",
  },
  {
    message:
      "Hi, I'm a caseworker at a child protection NGO. A 15-year-old boy we support has been held in the adult cells at Eastern Police since Tuesday night. We need a criminal lawyer urgently.",
    intent: "urgent",
  },
  { message: "police come take my broda for market now. dem beat am small. e de na station. pls", intent: "urgent" },
  {
    message:
      "hey guys my cousin got arrested at a protest in freetown yesterday and hes still locked up, my aunt is panicking. whats the fastest way to get a lawyer to him",
    intent: "urgent",
  },
  {
    message:
      "They have kept my daughter at the police station since last night because of a fight at school. Nobody will tell me anything. I'm so scared. Can a lawyer go there tonight?",
    intent: "urgent",
  },
  {
    message: "Business partner arrested at the airport this afternoon, customs and police together. Still holding him. Need someone there ASAP",
    intent: "urgent",
  },
  {
    message: "hello hello my uncle the police hold him for Goodrich station for the fight at the beach since yesterday night no bail no nothing what we do",
    intent: "urgent",
  },
  { message: "😭😭😭 police don come carry my husband from house now now. Dem say na fraud. Abeg call me", intent: "urgent" },
  {
    message:
      "A former pupil of mine, now a grown man, has telephoned me from a police cell where he has been held for three days without charge. I should be grateful for immediate assistance.",
    intent: "urgent",
  },
  {
    message:
      "Police detained one of our beneficiaries (a domestic worker) after her employer accused her of theft. She is currently in custody at Congo Cross. We need urgent representation for her.",
    intent: "urgent",
  },
  { message: "dem hold my pikin for Makeni station since Sunday. wi no get money but wi need help quick", intent: "urgent" },
  { message: "my brother just texted me that CID are holding him at their office and took his phone. Im abroad. pls someone call my mum", intent: "urgent" },
  {
    message:
      "Police just came to the house looking for my son. He's in his room and they're at the door saying they will take him. What should I do right now??",
    intent: "urgent",
  },
  {
    message: "2 of my labourers in police cell since morning, landowner called police on us over the fence. Work stopped. Need lawyer today",
    intent: "urgent",
  },
  { message: "they done arrest my brother in law at the key they say smuggling he in the cell now please somebody call", intent: "urgent" },
  { message: "Abeg una get lawyer wey fit go station now? Dem hold my customer pikin na Waterloo since last night 🙏🏾", intent: "urgent" },
  {
    message:
      "I am informed that my son-in-law was apprehended by the police early this morning and is presently in detention at Ross Road. Please treat this as a matter of the utmost urgency.",
    intent: "urgent",
  },
  {
    message:
      "We have a client currently detained by military personnel at a checkpoint near Port Loko. He was taken about two hours ago. Who can we speak to immediately?",
    intent: "urgent",
  },
  { message: "help. soldier dem hold me broda for checkpoint wit de cow dem. dem no lef am go", intent: "urgent" },
  {
    message: "urgent!! my friend was arrested at lungi airport when he landed, hes been there since morning and they're not telling anyone anything",
    intent: "urgent",
  },
  { message: "My boy is in a cell at Kissy police station. He's only 17. He called me crying. Please please someone help him today", intent: "urgent" },
  { message: "site supervisor locked up overnight after workers fell from scaffold. still in custody. need criminal lawyer fast", intent: "urgent" },
  {
    message: "sorry for the noise i am outside the station now my son inside they hold him since last night they say he steal net from the other boat",
    intent: "urgent",
  },
  { message: "Police dey my shop now dem wan carry me go station 😫 wetin I go do", intent: "urgent" },
  {
    message:
      "Sir, my grandson is being held at the police station and the officers are demanding money before they will release him. May a lawyer attend forthwith?",
    intent: "urgent",
  },
  {
    message:
      "Emergency referral: a young woman we support was arrested this afternoon and is held at Central. She is breastfeeding and her baby is with us. Please call back urgently.",
    intent: "urgent",
  },
  { message: "my pikin dem carry am go Pademba road prison yesterday. no court no nothing. we need lawyer pls", intent: "urgent" },
  { message: "can someone help pls, my boyfriend was picked up by police in Bo last night and his phone has been off since", intent: "urgent" },
  { message: "They arrested my son an hour ago outside our house. I am at the station with him now. Please send someone", intent: "urgent" },
  {
    message: "arrested this morning over dispute with a client. typing from inside the station, they will take the phone soon. call me on this number pls",
    intent: "urgent",
  },

  // safety
  { message: "Ma man beat me yesterday night again 😭 e say if I go police e go kill me. I de fear fo go house", intent: "safety" },
  {
    message: "My daughter's ex-boyfriend keeps following her home from school and has sent messages saying he will hurt her. I'm terrified. What do we do?",
    intent: "safety",
  },
  {
    message:
      "A client has just arrived at our office with injuries. Her husband threatened to come back tonight with a cutlass. We need urgent safety guidance.",
    intent: "safety",
  },
  { message: "some boys come my kraal last night wit cutlass say dem go kill me if I no lef de lan. I de fear for my life", intent: "safety" },
  {
    message:
      "I regret to report that my neighbour has threatened to burn my house down this evening. He has gathered several young men outside my gate. I fear for my safety.",
    intent: "safety",
  },
  { message: "they coming with sticks to the beach say they go beat us for the net palaver they plenty i hiding in the boat now", intent: "safety" },
  { message: "someone has been stalking me on campus here in Accra and now he is outside my hostel every night. I'm scared to go out", intent: "safety" },
  { message: "Landowner's boys came to site with machetes, said next time they will cut someone. Workers afraid to come back tomorrow", intent: "safety" },
  { message: "Landlady don throw me and my pikin dem comot na night, we de outside now na rain 😢", intent: "safety" },
  { message: "My son came home bleeding, a gang from his school beat him and said they'll finish him tomorrow. I don't know where to turn", intent: "safety" },
  {
    message: "We have a 14-year-old girl whose uncle is abusing her at home. She is with us now but he knows where our office is. Please advise immediately.",
    intent: "safety",
  },
  { message: "mob de gada for market say me na tif. dem de cam fo me. help", intent: "safety" },
  {
    message:
      "My late brother's sons have assaulted me twice this week and have told me I shall not live to see the month out. I am an elderly man living alone.",
    intent: "safety",
  },
  { message: "my wife former husband come with gun say he go shoot me tonight if i no leave her what i do", intent: "safety" },
  {
    message: "my sister in freetown says her husband locks her inside and beats her, she called me crying. I don't know what to do from Ghana",
    intent: "safety",
  },
  { message: "Somebody de send me message say dem go throw acid na me face 😱 because of one customer wey I refuse. Na serious tin", intent: "safety" },
  {
    message: "My husband hit me and the children and threw us out. We are at a friend's place but he says he will come and find us. Please help",
    intent: "safety",
  },
  { message: "ex worker sending threats he'll come to my house with his friends to deal with me. last night someone smashed my car glass", intent: "safety" },
  { message: "Safety concern: a widow we support was beaten by her in-laws today and told to leave the house by nightfall or be killed.", intent: "safety" },
  { message: "people them attack us at the wharf now now my friend he bleeding where we go", intent: "safety" },
  {
    message:
      "I write to report that a man has been loitering outside my residence each night and has issued threats against my wife. We are gravely concerned for our safety.",
    intent: "safety",
  },
  { message: "my broda wife run come my house, her man beat am bad, e de look for am wit knife now", intent: "safety" },
  { message: "my ex keeps posting my pictures and says he'll come to my place and hurt me, I'm scared to sleep here tonight", intent: "safety" },
  { message: "Ma boyfriend don lock me inside room since morning, I de use customer phone write dis 😭 abeg", intent: "safety" },
  {
    message: "My teenage daughter just told me her teacher is touching her and threatening her if she tells anyone. What do I do right now to keep her safe?",
    intent: "safety",
  },

  // legal-question
  { message: "if my broda sell family cow without tell me, law say me get right for my share?", intent: "legal-question" },
  { message: "Landlady wan increase rent 3 times inside one year, e legal? 🤔", intent: "legal-question" },
  {
    message: "I should be obliged if you would inform me whether a will written in my own hand, without witnesses, is valid under the laws of Sierra Leone.",
    intent: "legal-question",
  },
  {
    message: "Quick question on behalf of a client: is a father legally required to pay maintenance if the child was born outside marriage?",
    intent: "legal-question",
  },
  { message: "the boat owner no pay me three months he say na because fish no plenty can he do that", intent: "legal-question" },
  { message: "Am I entitled to a share of my late father's house if my stepmother says it's all hers? He didn't leave a will", intent: "legal-question" },
  { message: "If my 17 year old son is arrested, do the police have to call me before they question him? What are his rights?", intent: "legal-question" },
  { message: "Client refusing to pay last 40% saying tiling is bad, but he signed off the job. Will I win if I take him to court?", intent: "legal-question" },
  { message: "Ma boyfriend fit take ma pikin from me if we nor marry? E say e go carry am go e mama 😒", intent: "legal-question" },
  { message: "Would you kindly clarify how much notice a landlord must give a tenant before he may lawfully evict him?", intent: "legal-question" },
  { message: "how much court go give me if man cheat me for 20 cow money?", intent: "legal-question" },
  {
    message: "Our client's employer dismissed her when she became pregnant. Is that lawful in Sierra Leone, and what compensation can she expect?",
    intent: "legal-question",
  },
  { message: "the port people seize my engine say no paper is it legal for them to keep it so long", intent: "legal-question" },
  { message: "If I get married here in Ghana, is the marriage recognised in Sierra Leone or do we have to do it again?", intent: "legal-question" },
  { message: "Is it legal for the school to expel my daughter because she got pregnant? She's 15.", intent: "legal-question" },
  { message: "Can a supplier charge interest on late payment if it's not on the invoice? What does the law say?", intent: "legal-question" },
  { message: "If I sign paper for loan for ma friend and she nor pay, dem fit hold me? 😩", intent: "legal-question" },
  { message: "Pray tell me, is a customary marriage conducted without registration recognised for the purposes of inheritance?", intent: "legal-question" },
  { message: "my papa lan for kabala, my uncle say na him own now because my papa dead. e get right?", intent: "legal-question" },
  { message: "For a client: what are a wife's rights to the matrimonial home if the husband registered it only in his name?", intent: "legal-question" },
  { message: "if i sign contract with the china boat people and they break it can i get my money back by law", intent: "legal-question" },
  {
    message: "what are my rights if my family's landlord in Freetown sold the house while we are still renting there? do we have to leave?",
    intent: "legal-question",
  },
  { message: "My ex wants to take our son abroad to live with him. Can he do that without my permission?", intent: "legal-question" },
  { message: "Is a verbal agreement binding? Client agreed on phone to pay for 2 extra rooms, now he denies it", intent: "legal-question" },
  { message: "Police take ma phone wen dem stop me last week, dem get right fo keep am? nor charge nor nothing", intent: "legal-question" },
  { message: "Is it lawful for a bank to debit my pension account to recover a debt owed by my late son?", intent: "legal-question" },
  { message: "if I buy lan and de seller sell am again to another man, who own am by law?", intent: "legal-question" },
  { message: "Client asks: at what age can a child choose which parent to live with after a divorce?", intent: "legal-question" },
  { message: "how long the court go take for me to get my money if i sue the fish company and i go win or not", intent: "legal-question" },
  { message: "Does my mum need my dad's consent to sell the family house in Wellington if it's in both their names?", intent: "legal-question" },
  { message: "Can my son be tried as an adult at 17? He was charged last month with assault", intent: "legal-question" },
  { message: "Can I legally stop work on site if client hasn't paid 2nd instalment? Or will I be in breach?", intent: "legal-question" },

  // off-topic
  { message: "wetin be cow price for Kabala market dis week", intent: "off-topic" },
  { message: "Abeg wetin be de best relaxer for natural hair 😍", intent: "off-topic" },
  { message: "Could you recommend a good reference book on the history of the Freetown Colony for my grandson's school project?", intent: "off-topic" },
  { message: "Do you know any donors funding GBV programmes this year? We're writing a grant proposal", intent: "off-topic" },
  { message: "what the weather tomorrow for sea it going to rain or no", intent: "off-topic" },
  { message: "what's the cedi to leone rate today?", intent: "off-topic" },
  { message: "What can I give my son for a fever and headache? The pharmacy is closed", intent: "off-topic" },
  { message: "how much bag of cement in Freetown now", intent: "off-topic" },
  { message: "who win Leone Stars match yesterday", intent: "off-topic" },
  { message: "Write me caption fo ma salon Instagram post 💇🏾‍♀️✨", intent: "off-topic" },
  { message: "Please compose a short speech on the importance of justice and the rule of law for our school's prize-giving day.", intent: "off-topic" },
  { message: "Can you translate our outreach flyer into Krio for the community meeting on Saturday?", intent: "off-topic" },
  { message: "where i go buy fishing net cheap for Freetown", intent: "off-topic" },
  { message: "can u help me with my essay on international law, it's due tomorrow 😭", intent: "off-topic" },
  { message: "How do I stop my teenager spending the whole night on TikTok?", intent: "off-topic" },
  { message: "anyone recommend a structural engineer to design a 3 storey building?", intent: "off-topic" },
  { message: "how I go treat cow wey get foot sickness", intent: "off-topic" },
  { message: "Any salon for Lumley de find hairdresser? I wan change work 💇🏾‍♀️", intent: "off-topic" },
  { message: "What is the capital of Guinea-Bissau? My crossword requires it.", intent: "off-topic" },
  { message: "Can you recommend a counsellor for trauma therapy in Freetown? One of our clients needs one.", intent: "off-topic" },
  { message: "tell me one story about the sea for my children before they sleep", intent: "off-topic" },
  { message: "who's the current president of the Ghana Bar Association? it's for a quiz", intent: "off-topic" },
  { message: "Which secondary schools in Freetown are best for science subjects?", intent: "off-topic" },
  { message: "how to calculate number of blocks for 4 bedroom house", intent: "off-topic" },
  { message: "which day Eid prayer go be dis year", intent: "off-topic" },
  { message: "Write poem fo ma boyfriend birthday 🥰🎂", intent: "off-topic" },
  {
    message: "Kindly explain the difference between common law and civil law systems, for a talk on world history I am preparing for the Rotary Club.",
    intent: "off-topic",
  },
  { message: "What's the best free case management app for a small NGO?", intent: "off-topic" },
  { message: "how much fuel today for my outboard engine", intent: "off-topic" },
  { message: "is there any cheap flight from Accra to Freetown this month?", intent: "off-topic" },
  { message: "Could you write a short prayer for my son before his WASSCE exams?", intent: "off-topic" },
  { message: "Which is better for roofing, aluzinc or long span?", intent: "off-topic" },
  { message: "how I go send money to my broda for Guinea quick", intent: "off-topic" },
  { message: "Recipe fo cassava leaf abeg, ma mama nor de here 😂", intent: "off-topic" },
  { message: "I wish to contribute a poem about the courts of justice to our church magazine. Could you write one for me?", intent: "off-topic" },
  { message: "What are the symptoms of Lassa fever? One of our staff is unwell.", intent: "off-topic" },
  { message: "what time the fish market close for Goodrich today", intent: "off-topic" },
  { message: "explain the Magna Carta in simple words for my history class pls", intent: "off-topic" },
  { message: "Is it safe for teenagers to drink energy drinks every day?", intent: "off-topic" },
  { message: "Need to hire 10 masons for a job in Waterloo, anybody?", intent: "off-topic" },

  // booking
  { message: "I wan see lawyer for Freetown next week tuesday for my lan palaver. I de cam from Kabala", intent: "booking", also: ["area:land"] },
  { message: "Abeg I fit come see una lawyer tomorrow morning? 🙏🏾", intent: "booking" },
  {
    message: "I should like to arrange an appointment with one of your counsel at your earliest convenience, preferably on a Wednesday morning.",
    intent: "booking",
  },
  { message: "Can I book a consultation for a client next Monday? She will come with me as her caseworker.", intent: "booking" },
  { message: "i want come talk to the lawyer when i come back from sea thursday can i come", intent: "booking" },
  { message: "I'll be in Freetown for Christmas, can I book a meeting with a lawyer for the 23rd of December?", intent: "booking" },
  { message: "Can I see someone this week please? I need to talk to a lawyer about my son's custody", intent: "booking", also: ["area:family"] },
  { message: "Need consultation Friday afternoon, what's available", intent: "booking" },
  { message: "how I go make appointment wit una big lawyer", intent: "booking" },
  { message: "Book me appointment abeg, any day afternoon after 2 😊", intent: "booking" },
  { message: "Would it be possible to meet a lawyer in person on Monday the 14th at eleven o'clock?", intent: "booking" },
  { message: "Hello, I'd like to schedule a virtual consultation for a client who lives in Kenema and can't travel.", intent: "booking" },
  { message: "make i see lawyer one time please any day next week", intent: "booking" },
  { message: "can I do a video call consultation from Ghana? I want to talk to a lawyer", intent: "booking" },
  { message: "I'd like an appointment for me and my husband together, as soon as possible", intent: "booking" },
  { message: "Can your lawyer meet me at my site office in Wellington instead of me coming to town?", intent: "booking" },
  { message: "I fit come tomorrow fo see lawyer?", intent: "booking" },
  { message: "Wetin I go do fo get appointment wit una? 🤷🏾‍♀️", intent: "booking" },
  { message: "I request the honour of a consultation with your senior partner at a mutually convenient time.", intent: "booking" },
  { message: "Could we set up a first meeting on Thursday for two women from our shelter?", intent: "booking" },
  { message: "i wan book time for talk with lawyer about my problem", intent: "booking" },
  { message: "is it possible to book a slot on a saturday? I only have weekends", intent: "booking" },
  { message: "I need to sit down with a lawyer and explain everything from the beginning, when can I come in?", intent: "booking" },
  { message: "Schedule me in for consultation, earliest possible, few matters to discuss", intent: "booking" },

  // area:family
  { message: "my wife want divorce, she go back to her papa house. I need help wit dis matter", intent: "area:family" },
  { message: "Me and ma baby papa nor de gree on who go keep di pikin 😤 una fit help?", intent: "area:family" },
  {
    message: "I wish to draw up a will so that my estate may be distributed properly amongst my children. Is this a service you provide?",
    intent: "area:family",
  },
  { message: "A client wants to claim child maintenance from a father who has stopped paying. Do you handle such cases?", intent: "area:family" },
  { message: "my sister husband die and she want adopt the child he get with other woman how you people help with that", intent: "area:family" },
  { message: "My parents are divorcing and my mum needs a lawyer in Freetown. Can you help her?", intent: "area:family" },
  { message: "I want to file for divorce. My husband has been unfaithful for years. I need someone to handle it for me", intent: "area:family" },
  { message: "Wife and I want to adopt a child from an orphanage in Bo. Do you handle adoptions?", intent: "area:family" },
  { message: "my papa dead, de properti and cow dem, my broda dem de fight. una de handle inheritance?", intent: "area:family" },
  { message: "I wan divorce ma man, we marry na church. Una de do divorce? 💔", intent: "area:family" },
  { message: "I require assistance in securing custody of my grandchildren following the death of their mother.", intent: "area:family" },
  { message: "Do you handle guardianship and custody for orphaned children? We have a case that needs a family lawyer.", intent: "area:family" },
  { message: "my woman leave with my two children go Kenema i want them back help me", intent: "area:family" },
  { message: "my dad passed and we need to sort out his estate, probate and all that. Can your firm help?", intent: "area:family" },
  { message: "My son's father never pays school fees or anything for him. I need help getting maintenance", intent: "area:family" },
  { message: "Need a lawyer to prepare my will, have 2 properties and the business, want my children to share fairly", intent: "area:family" },

  // area:business
  { message: "I wan register my cattle business as company. una fit do am?", intent: "area:business" },
  { message: "I wan register ma salon business proper, get all di papers 💅🏾 una de help fo dat?", intent: "area:business" },
  {
    message: "My son and I intend to establish a limited liability company to run a private school. Could your firm undertake the registration?",
    intent: "area:business",
  },
  { message: "Our NGO wants to set up a social enterprise arm as a company. Do you help with incorporation and governance?", intent: "area:business" },
  { message: "me and three fishermen want start company to buy big boat together how we do it", intent: "area:business" },
  {
    message: "I want to start a business in SL with my Ghanaian friend as a partner. Need help registering it and with a shareholder agreement",
    intent: "area:business",
  },
  { message: "My sister and I run a small catering company and we need a proper agreement between us as shareholders", intent: "area:business" },
  { message: "Want to register my construction company as Ltd and bring in an investor. Can you handle?", intent: "area:business" },
  { message: "bank wan give me loan for business, dem say bring lawyer for di paper. una de do bank tin?", intent: "area:business" },
  { message: "One investor wan put money inside ma business 🤑 I need lawyer fo check everything first", intent: "area:business" },
  {
    message:
      "I am a shareholder in a family company whose directors have not held a general meeting in four years. I seek assistance with this matter of governance.",
    intent: "area:business",
  },
  { message: "Does your firm advise on foreign investment? A partner organisation wants to set up a company in Sierra Leone.", intent: "area:business" },
  { message: "i want put my fish business in the name of company so the bank go give me loan", intent: "area:business" },
  { message: "planning to open a tech startup in Freetown, need help with company registration and investor documents", intent: "area:business" },
  { message: "My husband's business partner keeps taking money out of the company. We're shareholders. We need help with this", intent: "area:business" },
  { message: "Me + 2 other contractors want to form a joint company for government tenders, need corporate lawyer", intent: "area:business" },

  // area:shipping
  { message: "my cargo from Guinea hold for Queen Elizabeth quay, customs nor release am. una de help?", intent: "area:shipping" },
  { message: "Ma hair products container don stuck na port 2 months 😩 una fit help clear am?", intent: "area:shipping" },
  {
    message: "A consignment of books I ordered from the United Kingdom was damaged in transit. I wish to pursue a cargo claim against the carrier.",
    intent: "area:shipping",
  },
  {
    message: "Donated medical supplies for our clinic are being held at the port over customs duties. Does your firm handle port and customs matters?",
    intent: "area:shipping",
  },
  { message: "the big ship hit my boat near the quay and break it now they want leave how we stop the ship", intent: "area:shipping" },
  { message: "my uncle shipped a car from Tema to Freetown and it arrived damaged. who handles shipping claims there?", intent: "area:shipping" },
  { message: "My husband's container is stuck at the Quay and they keep charging storage every day. Can you help?", intent: "area:shipping" },
  { message: "Imported steel rods arrived short and rusted, shipping line refusing claim. Need shipping lawyer", intent: "area:shipping" },
  { message: "we wan arrest ship because de owner owe us money for goods. una de do vessel arrest?", intent: "area:shipping" },
  { message: "Customs seize ma goods na port say papers nor complete, abeg una de handle port matter?", intent: "area:shipping" },
  { message: "I have been asked by a friend in the timber trade to enquire whether your chambers deal with charter party disputes.", intent: "area:shipping" },
  {
    message: "A partner organisation chartered a vessel for relief supplies and the owner breached the charter. Do you handle this kind of case?",
    intent: "area:shipping",
  },
  { message: "the trawler owner owe all us crew wages we want hold the ship for the port before it sail", intent: "area:shipping" },
  { message: "do you handle demurrage disputes? my family business has a container at the port in Freetown", intent: "area:shipping" },
  { message: "Our shipment of school furniture has been sitting at customs for weeks. I need someone to deal with the port people", intent: "area:shipping" },
  { message: "Cargo of tiles from China damaged on the vessel, need to file claim against the carrier", intent: "area:shipping" },

  // area:land
  { message: "I buy lan for Kabala but another man de build on top am. I need help", intent: "area:land" },
  { message: "Landlord lock ma salon say I owe rent 😡 una fit help?", intent: "area:land" },
  { message: "I intend to purchase a plot of land at Hill Station and wish to have a full title search conducted prior to completion.", intent: "area:land" },
  { message: "A client's family land is being claimed by a neighbour who moved the boundary pillars. Do you handle boundary disputes?", intent: "area:land" },
  { message: "my grandpapa land at Goodrich the family them fighting over it we want lawyer to sort it", intent: "area:land" },
  { message: "I'm buying land in Freetown while I'm in Accra, I need a lawyer to do the conveyancing and check the documents", intent: "area:land" },
  { message: "We lost our title deed in a fire last year and need it replaced. Can you help us with that?", intent: "area:land" },
  { message: "Client's plot has disputed boundaries, can't start building. Need land lawyer to sort survey and title", intent: "area:land" },
  { message: "my family lan dem de sell am without all we agree. una de do lan matter?", intent: "area:land" },
  { message: "I wan rent shop but I wan lawyer fo check di lease paper first 🙏🏾", intent: "area:land" },
  { message: "Kindly confirm whether you prepare lease agreements for residential property. I intend to let my house.", intent: "area:land" },
  { message: "A tenant we support is being pushed out by a landlord who removed her roof sheets. Can your land team assist?", intent: "area:land" },
  { message: "somebody build fence on my plot at Lakka i need help to get it back", intent: "area:land" },
  { message: "my family wants to lease our house in Freetown to a company, we need someone to draw up the lease", intent: "area:land" },
  { message: "We want to transfer our house into my son's name. Do you do conveyancing?", intent: "area:land" },
  { message: "Need title search on 3 plots in Waterloo before my client buys, can you do?", intent: "area:land" },

  // area:arbitration
  { message: "me and my partner fight over cow money. we nor wan go court. una get mediation?", intent: "area:arbitration" },
  { message: "Me and ma business partner nor de agree, we wan settle am quiet, nor court 🙏🏾", intent: "area:arbitration" },
  {
    message: "I am party to a commercial dispute in which both sides would prefer arbitration to litigation. Does your firm conduct arbitrations?",
    intent: "area:arbitration",
  },
  { message: "Do you offer mediation for disputes between farming cooperatives and their buyers?", intent: "area:arbitration" },
  { message: "the fish company and our group we want somebody to settle our matter without court", intent: "area:arbitration" },
  { message: "my dad has an arbitration award from a dispute with a supplier but the other side won't pay. can you enforce it?", intent: "area:arbitration" },
  { message: "My brother's company has a contract with an arbitration clause and now there's a dispute. Who can represent him?", intent: "area:arbitration" },
  { message: "Dispute with main contractor, our contract says arbitration. Need someone to handle it", intent: "area:arbitration" },
  { message: "we get award from arbitration but de man nor pay. una fit help make e pay?", intent: "area:arbitration" },
  { message: "Una de do mediation? Me and ma supplier wan sit down settle 🤝", intent: "area:arbitration" },
  {
    message: "I should like to know whether your chambers would mediate a dispute between two business partners over a joint venture in Bo.",
    intent: "area:arbitration",
  },
  {
    message: "A partner organisation wants to resolve a dispute with a building contractor out of court. Do you handle arbitration?",
    intent: "area:arbitration",
  },
  { message: "boat owners association and the buyer them fighting we want settle out of court please help", intent: "area:arbitration" },
  { message: "my uncle wants to resolve a business dispute without going to the courts, do you do that kind of thing?", intent: "area:arbitration" },
  {
    message: "My husband's company won an arbitration in Ghana and we want to enforce the award here in Sierra Leone. Can you do that?",
    intent: "area:arbitration",
  },
  { message: "Want to propose mediation to a client who owes us. Can your firm mediate?", intent: "area:arbitration" },

  // area:contract
  { message: "man owe me for 15 cow, we sign paper. e nor wan pay. una fit help collect am?", intent: "area:contract" },
  { message: "Supplier collect ma money fo wigs but nor bring goods, we get agreement 😤 una fit help?", intent: "area:contract" },
  { message: "I have been offered a consultancy contract by a ministry and wish to have its terms reviewed before I sign.", intent: "area:contract" },
  { message: "We need a lawyer to review the employment contracts for our staff. Do you handle this?", intent: "area:contract" },
  { message: "the company hire me on the boat no contract now they sack me no pay i need help", intent: "area:contract" },
  { message: "I've got a job offer in Freetown and want a lawyer to check the employment contract before I sign", intent: "area:contract" },
  { message: "I paid a man to renovate our house and he disappeared with the money. We had a written agreement. Can you help?", intent: "area:contract" },
  { message: "Need lawyer to draft standard construction contract for my clients", intent: "area:contract" },
  { message: "I wan make agreement wit Guinea trader fo supply cow every month. una de write contract?", intent: "area:contract" },
  { message: "Customer owe me big money fo braiding fo wedding, she sign paper. Una de chase debt? 💸", intent: "area:contract" },
  {
    message:
      "I lent a substantial sum to a business associate under a written agreement, which he has failed to repay. I seek your assistance in recovering it.",
    intent: "area:contract",
  },
  { message: "Our NGO needs a supply agreement with a food vendor reviewed. Can your contract team assist?", intent: "area:contract" },
  { message: "i sign paper with fish buyer to supply every week now he no pay me for two month", intent: "area:contract" },
  { message: "my old employer in Freetown is withholding my final salary after I resigned, I have my contract. can you help?", intent: "area:contract" },
  {
    message: "The private school signed an agreement with us on my son's fees and now they are charging double. I want someone to look at it",
    intent: "area:contract",
  },
  { message: "Client owes me 80 million leones under our contract, need help recovering the money", intent: "area:contract" },

  // area:criminal
  { message: "my broda dem release am on bail but de case de court next month. we need lawyer fo defend am", intent: "area:criminal" },
  { message: "Dem charge me fo fight wit customer, court date na next week 😟 una de do criminal case?", intent: "area:criminal" },
  {
    message: "My son has been charged with a criminal offence and released on bail. We require defence counsel for the forthcoming trial.",
    intent: "area:criminal",
  },
  { message: "A client was convicted last month and wants to appeal. Do you handle criminal appeals?", intent: "area:criminal" },
  { message: "police release me but they say i go come back court for the fight at the wharf i need lawyer", intent: "area:criminal" },
  { message: "my cousin got bail last week, now his trial is starting. can your criminal lawyer take the case?", intent: "area:criminal" },
  { message: "My son was released on bail yesterday. He has to appear in court on the 20th. We need a defence lawyer", intent: "area:criminal" },
  { message: "Have a case in magistrate court, client alleging fraud against me. Need criminal defence", intent: "area:criminal" },
  { message: "police beat me wen dem hold me last year. I wan take dem court for my right", intent: "area:criminal" },
  { message: "Dem accuse me say I tif customer phone, case de court now. I need lawyer 🙏🏾", intent: "area:criminal" },
  {
    message: "I wish to bring a claim in respect of my unlawful detention by the police last year, which violated my constitutional rights.",
    intent: "area:criminal",
  },
  { message: "Our client was detained unlawfully for 10 days last year and wants to file a human rights claim. Can you assist?", intent: "area:criminal" },
  { message: "my son case for court tomorrow for stealing he on bail we no get lawyer yet", intent: "area:criminal" },
  { message: "my brother was convicted and is in prison, the family wants to appeal. do you do that?", intent: "area:criminal" },
  { message: "My son was charged for possession at school, he's home now on bail. I need a lawyer to defend him at trial", intent: "area:criminal" },
  { message: "Ex worker accused me of assault, I have to report to police every week while the case goes on. Need criminal lawyer", intent: "area:criminal" },

  // hours
  { message: "una de open saturday?", intent: "hours" },
  { message: "Una office open today? 🤔", intent: "hours" },
  { message: "Kindly advise me of your hours of business.", intent: "hours" },
  { message: "What time do you close on Fridays?", intent: "hours" },
  { message: "what time you people open for morning", intent: "hours" },
  { message: "are you open on public holidays like Independence Day?", intent: "hours" },
  { message: "Is the office still open now? It's 4:30", intent: "hours" },
  { message: "Opening hours?", intent: "hours" },
  { message: "wen una de open fo work", intent: "hours" },
  { message: "Una de open Sunday? 🙏🏾", intent: "hours" },
  { message: "Would your chambers be open during the Easter holidays?", intent: "hours" },
  { message: "Are you open at lunch time? I can only come then", intent: "hours" },
  { message: "una open today or no", intent: "hours" },
  { message: "what days are you open? I need to plan from Accra", intent: "hours" },
  { message: "Are you open late any evening? I work until 5", intent: "hours" },
  { message: "you guys open tmrw? its Eid", intent: "hours" },

  // services
  { message: "wetin una de do for people?", intent: "services" },
  { message: "Una de do wetin kind case? 🤷🏾‍♀️", intent: "services" },
  { message: "I should be grateful for an outline of the services your firm provides.", intent: "services" },
  { message: "What types of cases does your firm take? I'd like to know for referrals", intent: "services" },
  { message: "what kind work the lawyer them do there", intent: "services" },
  { message: "what areas of law does Kamara Chambers cover?", intent: "services" },
  { message: "Do you only do big company cases or do you help ordinary people too?", intent: "services" },
  { message: "What services do you offer?", intent: "services" },
  { message: "una de help all kind palaver?", intent: "services" },
  { message: "Wetin una sabi do? 😊", intent: "services" },
  { message: "Pray, what manner of legal matters does your chambers undertake?", intent: "services" },
  { message: "Can you send me a list of your practice areas?", intent: "services" },

  // team
  { message: "who be de lawyer dem for una office", intent: "team" },
  { message: "Una get woman lawyer dem? 👩🏾‍⚖️", intent: "team" },
  { message: "May I have the names of the counsel in your chambers?", intent: "team" },
  { message: "How many lawyers work at the firm and what do they specialise in?", intent: "team" },
  { message: "how many lawyer you get", intent: "team" },
  { message: "who are the lawyers at Kamara Chambers?", intent: "team" },
  { message: "Can you tell me about your lawyers? I want to know who I'd be dealing with", intent: "team" },
  { message: "Which of your lawyers handles what?", intent: "team" },
  { message: "una lawyer dem sabi wetin each?", intent: "team" },
  { message: "Show me una team abeg 👀", intent: "team" },
  { message: "I would be grateful to learn the qualifications and specialisms of your legal staff.", intent: "team" },
  { message: "Who's on your legal team?", intent: "team" },

  // contact
  { message: "how I go reach una", intent: "contact" },
  { message: "How I fit contact una? 📲", intent: "contact" },
  { message: "Please inform me of the most suitable means of contacting your chambers.", intent: "contact" },
  { message: "What's the best way to get in touch with the firm?", intent: "contact" },
  { message: "how i go contact you people", intent: "contact" },
  { message: "how can I reach you from Ghana?", intent: "contact" },
  { message: "How do I get hold of someone there?", intent: "contact" },
  { message: "Contact details pls", intent: "contact" },

  // phone
  { message: "una phone number", intent: "phone" },
  { message: "Una get WhatsApp? 📱", intent: "phone" },
  { message: "Kindly furnish me with your telephone number.", intent: "phone" },
  { message: "What's your office phone number, and is there an email too?", intent: "phone", also: ["email"] },
  { message: "give me the number i go call", intent: "phone" },
  { message: "do you have whatsapp? calls are expensive from Ghana", intent: "phone" },
  { message: "What number can I call?", intent: "phone" },
  { message: "Send me your number", intent: "phone" },

  // address
  { message: "una office de usai for Freetown", intent: "address" },
  { message: "Wey una office de? 📍", intent: "address" },
  { message: "Would you be so kind as to provide directions to your chambers from the Cotton Tree?", intent: "address" },
  { message: "What is your office address?", intent: "address" },
  { message: "where you office de", intent: "address" },
  { message: "what's the address? my mum wants to come in", intent: "address" },
  { message: "Where exactly are you located, and are you open on Saturdays?", intent: "address", also: ["hours"] },

  // email
  { message: "Una get email? 📧", intent: "email" },
  { message: "Kindly provide an electronic mail address to which I may direct my correspondence.", intent: "email" },
  { message: "What email should I send referral documents to?", intent: "email" },
  { message: "you get email", intent: "email" },
  { message: "what's your email? I want to send my documents before I travel", intent: "email" },
  { message: "Can I email you instead? What's the address?", intent: "email" },
  { message: "Email address?", intent: "email" },

  // greeting
  { message: "salam alaikum", intent: "greeting" },
  { message: "Hello 👋🏾", intent: "greeting" },
  { message: "Good morning.", intent: "greeting" },
  { message: "Hi there", intent: "greeting" },
  { message: "hello hello", intent: "greeting" },
  { message: "hey", intent: "greeting" },
  { message: "Good afternoon", intent: "greeting" },
  { message: "Kushe o", intent: "greeting" },
  { message: "How una de? 😊", intent: "greeting" },

  // thanks
  { message: "tenki", intent: "thanks" },
  { message: "Tenki ya 🙏🏾❤️", intent: "thanks" },
  { message: "Thank you most kindly.", intent: "thanks" },
  { message: "Thanks, that's helpful", intent: "thanks" },
  { message: "thank you too much", intent: "thanks" },
  { message: "thanks fam", intent: "thanks" },
  { message: "Thank you so much, God bless", intent: "thanks" },
  { message: "Cheers", intent: "thanks" },

  // goodbye
  { message: "ok I de go", intent: "goodbye" },
  { message: "Bye bye 👋🏾", intent: "goodbye" },
  { message: "Good day to you.", intent: "goodbye" },
  { message: "Bye for now", intent: "goodbye" },
  { message: "ok bye", intent: "goodbye" },
  { message: "ok later", intent: "goodbye" },

  // unknown
  { message: "???", intent: "unknown" },
  { message: "hmm", intent: "unknown" },
  { message: "I don't know how to start", intent: "unknown" },
  { message: "eh", intent: "unknown" },
  { message: "I have a problem", intent: "unknown" },
  { message: "...", intent: "unknown" },

  // knowledge:Fees
  { message: "how much una de take fo see lawyer", intent: "knowledge:Fees" },
  { message: "Consultation na how much? 💰", intent: "knowledge:Fees" },
  { message: "Could you please indicate your fee for an initial consultation?", intent: "knowledge:Fees" },
  { message: "Do you offer legal aid or reduced fees for vulnerable clients?", intent: "knowledge:Fees" },
  { message: "i no get plenty money can i pay small small", intent: "knowledge:Fees" },
  { message: "Rates for contract drafting?", intent: "knowledge:Fees" },

  // knowledge:Languages spoken
  { message: "una lawyer sabi Fula?", intent: "knowledge:Languages spoken" },
  { message: "Una de talk Krio? 😅", intent: "knowledge:Languages spoken" },
  { message: "Do your counsel conduct consultations in English only, or in other languages as well?", intent: "knowledge:Languages spoken" },
  { message: "can i talk Temne with the lawyer", intent: "knowledge:Languages spoken" },
  { message: "does anyone there speak French? my partner might join the call", intent: "knowledge:Languages spoken" },
  { message: "My mother only speaks Mende, will the lawyer understand her?", intent: "knowledge:Languages spoken" },

  // knowledge:What to bring
  { message: "wetin I go bring wen I de cam", intent: "knowledge:What to bring" },
  { message: "What documents should I bring to my first appointment?", intent: "knowledge:What to bring" },
  { message: "What paperwork should my client bring to the first meeting?", intent: "knowledge:What to bring" },
  { message: "what should my mum bring to the first consultation?", intent: "knowledge:What to bring" },
  { message: "Do I need to bring anything to the meeting? His birth certificate?", intent: "knowledge:What to bring" },
  { message: "What docs to bring for 1st meeting", intent: "knowledge:What to bring" },

  // knowledge:Parking
  { message: "Una get parking? I go come wit car 🚗", intent: "knowledge:Parking" },
  { message: "Is there parking available at or near your premises?", intent: "knowledge:Parking" },
  { message: "where i go park the keke when i come", intent: "knowledge:Parking" },
  { message: "Can my mum be dropped off right at the office? She doesn't walk well", intent: "knowledge:Parking" },
  { message: "Is there somewhere safe to park near your office?", intent: "knowledge:Parking" },
  { message: "Parking for pickup truck near office?", intent: "knowledge:Parking" },

  // attorney
  { message: "Is Mr Ibrahim Jalloh still practising with your chambers?", intent: "attorney:Ibrahim Jalloh" },
  { message: "What does Fatmata Kamara do? Is she a family lawyer?", intent: "attorney:Fatmata Kamara" },
  { message: "Christiana Thomas, is she good with construction contracts?", intent: "attorney:Christiana Thomas" },
  { message: "Mohamed Conteh de dey office today?", intent: "attorney:Mohamed Conteh" },
];
