import type { LabelledMessage } from "./labelled-message";

// Youth groups, choirs, social clubs, old-pupils' associations; writers: Kissy youth-group teen (SMS/Krio), Wilberforce choir secretary (formal), London old boys' secretary, Bo social-club treasurer (typos), Makeni dance-club girl (voice typing), Kenema old girls' president (retired teacher), Eastend ode-lay society youth (heavy Krio), Maryland/Conakry alumni members (US English, French)
export const DEVELOPMENT_HUNDRED_AND_EIGHTEENTH: LabelledMessage[] = [
  { message: "good morning una", intent: "greeting" },
  {
    message:
      "Good day. I am the secretary of St Joseph's Choir, Wilberforce. We paid a bus company NLe 4,500 for our Easter outing to Bureh Beach, and on the morning the bus never came. The owner is refusing to refund. We have his receipt and a signed paper. Can your firm help us recover the money?",
    intent: "area:contract",
  },
  {
    message: "abeg police don hold we chairman since last nite for Kissy station afta di lantern parade, dem nor wan release am. wetin we go do",
    intent: "urgent",
  },
  { message: "pls wat is the best song for youth group end of year party, something the small ones can dance", intent: "off-topic" },
  {
    message:
      "Our executive expelled me from the old boys association without calling me to any meeting or hearing. Is that allowed when our constitution says every member must be heard first?",
    intent: "legal-question",
  },
  { message: "wat time una de open 2moro, and where di office de exactly?", intent: "hours", also: ["address"] },
  { message: "we wan register we youth club so we fit open bank account and get sponsors. una de do dat kind registration?", intent: "area:business" },
  { message: "the boys dem wey we expel from di club de outside my house now wit stick, dem say dem go wound me. a fraid fo go outside", intent: "safety" },
  { message: "how many lawyers una get for di office", intent: "team" },
  {
    message:
      "Dear Sir, the Old Girls Association of our school owns a small plot at Hill Station, bought in 2009 from a family. Now another family is fencing it and saying it belongs to them. We have a conveyance but we need a lawyer to sort out the boundary.",
    intent: "area:land",
  },
  { message: "I want book appointment for Tuesday for me and our club treasurer, pls", intent: "booking" },
  { message: "how do i make a budget in excel for our choir anniversary, like food, canopy, chairs", intent: "off-topic" },
  {
    message:
      "Please help, the police came to our rehearsal at the community hall and took our youth leader and two boys in their pickup, nobody is telling us where they are taking them",
    intent: "urgent",
  },
  {
    message:
      "me an my husband meet for church choir 12 yrs ago but now i wan divorce. we don separate since March. i need lawyer for di divorce an di pikin dem",
    intent: "area:family",
  },
  { message: "pls i get problem wit dem people na di club", intent: "unknown" },
  {
    message:
      "our former treasurer ran away with the association money, almost 30 million old leones. We reported to CID but nothing is happening. We want a lawyer to push the case",
    intent: "area:criminal",
  },
  { message: "wat is una number for call", intent: "phone" },
  {
    message:
      "Our Old Boys chapter in London shipped a container of football kits, books and a keyboard for the school. It has been held at Queen Elizabeth II Quay for more than a month and customs want a huge sum. Do you deal with clearing problems like this?",
    intent: "area:shipping",
  },
  {
    message: "If the hall owner cancel our booking one day before the programme, can he keep the deposit we paid or must he give all back?",
    intent: "legal-question",
  },
  { message: "Hello", intent: "greeting" },
  {
    message:
      "two sides don form inside we old pupils association, each one de call imsef executive. we nor wan go court, we wan somebody neutral fo settle am. una de do mediation?",
    intent: "area:arbitration",
  },
  { message: "who won the inter-secondary school athletics last year? our old boys want to sponsor the winning house", intent: "off-topic" },
  {
    message:
      "Sir my son is at Central police since yesterday morning, they say he threw stone during the parade but he only went to watch. they won't let us see him",
    intent: "urgent",
  },
  { message: "how much una de charge fo check we club constitution? we nor get plenty money", intent: "knowledge:Fees" },
  {
    message:
      "We got sponsorship from a phone company for our choir festival. They sent us a 6 page agreement to sign. Can a lawyer read it before we sign, we dont want trouble later",
    intent: "area:contract",
  },
  { message: "Are you open on Saturdays? Most of our members work during the week.", intent: "hours" },
  { message: "email address pls, I want send our documents", intent: "email" },
  {
    message:
      "Please I am hiding in the church office right now. The choir members who fought us at the outing are outside and they said they will finish me today",
    intent: "safety",
  },
  { message: "wetin una de do fo people? una de help club an association dem?", intent: "services" },
  { message: "dem don lock we drummer dem na cell fo Eastern police sin frideh, dem say nor permit fo di parade. abeg una go dey", intent: "urgent" },
  {
    message:
      "Our social club has been renting a hall at Wellington under a 5 year lease. The landlord now wants us out after 2 years and has locked the gate. We want a lawyer to handle the lease matter",
    intent: "area:land",
  },
  {
    message: "Our treasurer keep the club money in him own personal account for 3 years. Is dat legal? can we force am to give the bank statement?",
    intent: "legal-question",
  },
  { message: "do you have any female lawyer? our old girls would prefer a woman to handle our matter", intent: "team" },
  {
    message:
      "Good afternoon, I would like to schedule a consultation with one of your lawyers regarding our alumni association's registration. Which day this week is free?",
    intent: "booking",
  },
  { message: "charge for my phone finish, pls u know any place for Lumley where dem de charge phone", intent: "off-topic" },
  {
    message:
      "My nephew was charged with assault after a fight at our club picnic. He is on bail now and the case is at the magistrate court next month. We need a defence lawyer",
    intent: "area:criminal",
  },
  { message: "where una office dey? we wan come from Waterloo", intent: "address" },
  {
    message: "they have taken our choir master to the barracks at Wilberforce since last night, the soldiers said he insulted them on the road",
    intent: "urgent",
  },
  { message: "tenki una, God bless", intent: "thanks" },
  {
    message:
      "We are the old boys association of Albert Academy and we want to set up an investment fund for members, with shares, and a company to run a guest house. Do you advise on this kind of structure?",
    intent: "area:business",
  },
  { message: "is their parking near your office we coming with the club bus", intent: "knowledge:Parking" },
  {
    message:
      "Our late member left a will giving his house to his children but his brothers have taken everything. His widow sings in our choir. We want to help her get a lawyer for the inheritance",
    intent: "area:family",
  },
  {
    message:
      "the treasurer we accused of stealing called me and said if I report him again he will send boys to cut me. he has done it to someone before. I am scared to sleep at home",
    intent: "safety",
  },
  {
    message:
      "A company promised to sponsor our youth football tournament and then backed out after we spent money. They say they prefer to settle out of court. Can your firm handle this through arbitration?",
    intent: "area:arbitration",
  },
  { message: "can you help me write sponsorship letter to Sierra Rutile for our youth camp", intent: "off-topic" },
  { message: "how can I reach you people, all the ways pls, call whatsapp or email", intent: "contact" },
  { message: "abeg a wan see lawyer bout we social club palava, una get time Thursday?", intent: "booking" },
  {
    message: "we charter boat fo we club outing go Banana Island, di engine spoil half way an di boat owner refuse fo return we money. we wan lawyer fo am",
    intent: "area:shipping",
  },
  { message: "Wetin we fo carry come di meeting? constitution, minutes, bank papers?", intent: "knowledge:What to bring" },
  { message: "If the police say our parade had no permit, will all the organisers be charged or only the chairman?", intent: "legal-question" },
  { message: "ok bye", intent: "goodbye" },
  { message: "??", intent: "unknown" },
  {
    message:
      "Good evening. I am the president of the Kenema branch of our old girls association. One of our members was accused by the district youth council of forging our letterhead to collect donations. The police have invited her for questioning next week. She needs a lawyer to go with her.",
    intent: "area:criminal",
  },
  { message: "pls come quick police dey na we club house now dem de handcuff di secretary", intent: "urgent" },
  { message: "Wetin be di words fo 'Blessed Assurance'? we choir de practice am", intent: "off-topic" },
  { message: "what time do you close on friday? i finish work 4", intent: "hours" },
  {
    message:
      "Our choir director is paid monthly by the church. The pastor sacked him by WhatsApp message with no notice after 8 years. Does he have a right to compensation?",
    intent: "legal-question",
  },
  {
    message: "we youth group fence one lan fo football field na Kono fo 10 yrs, now one man come wit paper say na im own. we wan lawyer fo do title search",
    intent: "area:land",
  },
  {
    message:
      "Dear Sir/Madam, On behalf of the executive of the Prince of Wales Ex-Pupils Association (UK Branch), I would like to arrange a meeting with a lawyer during my visit to Freetown next month. Kindly let me know the available dates.",
    intent: "booking",
  },
  { message: "dem boys from di odeh society de chase me wit cutlass, a don run enter one shop na Ferry Junction. abeg", intent: "safety" },
  {
    message:
      "The old treasurer refuses to sign the handover so we cannot change the signatories on our association's bank account. The bank says we need proper legal documents and a board resolution. We need help with this.",
    intent: "area:business",
  },
  { message: "who are the lawyers in your firm?", intent: "team" },
  {
    message:
      "hello, our church choir ordered robes and a keyboard from China and the shipping company says the cargo was damaged on board. we want to claim. una handle cargo claim?",
    intent: "area:shipping",
  },
  {
    message:
      "My brother was picked up by the police after the Easter Monday street parade in Freetown. He has been at the station since Monday, now it is Wednesday. The family is in the US. Please can a lawyer go and see him?",
    intent: "urgent",
  },
  { message: "hi there, good afternoon", intent: "greeting" },
  {
    message:
      "A boy in our youth group lost his parents and one of our leaders has cared for him for 3 years. She wants to adopt him legally. Do you handle adoption?",
    intent: "area:family",
  },
  { message: "how much is plastic chair rent in Freetown now? we need 200 for the old boys dinner", intent: "off-topic" },
  {
    message:
      "The Bo Social Club and the hotel where we held our dance have a dispute over the bill. Our agreement says disputes go to arbitration. We need a lawyer to represent us in the arbitration.",
    intent: "area:arbitration",
  },
  { message: "Does your firm handle matters for associations and clubs, or only for individuals?", intent: "services" },
  { message: "If I resign as treasurer, can the club still hold me responsible for money that went missing before I took over?", intent: "legal-question" },
  { message: "Plz send ur whatsapp nomba", intent: "phone" },
  {
    message: "me pikin de na cell na Congo Cross since yestade, dem say na in hol di flag wen di fight start na di parade. we nor get money fo bail",
    intent: "urgent",
  },
  {
    message:
      "Good morning. We booked a conference hall for our 50th anniversary and paid in full. The management now says the date is taken by a government programme and offers another date. We have the signed booking form. Can you help us enforce the agreement?",
    intent: "area:contract",
  },
  { message: "una sabi Temne? we chairman nor too sabi English", intent: "knowledge:Languages spoken" },
  {
    message:
      "One of our members was beaten at our picnic by another member, the doctor wrote a report. We want to take criminal action against the person who did it. Can you help?",
    intent: "area:criminal",
  },
  { message: "need appointment asap for our club, we get dispute", intent: "booking" },
  { message: "Where exactly is the Siaka Stevens Street office? Near which landmark?", intent: "address" },
  { message: "is the national stadium basketball court free for our youth tournament in August?", intent: "off-topic" },
  {
    message:
      "My husband says if I go to choir practice again he will kill me. Last night he held a knife to me. I am at my sister's now but he keeps calling and saying he is coming.",
    intent: "safety",
  },
  { message: "Is Adama Koroma available? Someone from our association said Adama Koroma handled a mediation for them", intent: "attorney:Adama Koroma" },
  {
    message:
      "Dear Sirs, our late founder donated land to the association in his lifetime but the deed was never registered. His family now want the land back. We want to regularise the title deed. Please advise how you can assist.",
    intent: "area:land",
  },
  { message: "Thank you so much for the information, very helpful.", intent: "thanks" },
  {
    message: "Police just came to the hall at Kissy and took five of our boys, including my son. They are putting them in the van now. Please what do we do",
    intent: "urgent",
  },
  { message: "pls what email can i send our constitution and letters to? and wat time una close", intent: "email", also: ["hours"] },
  {
    message: "we are youth group in Makeni, we want to become NGO or company limited by guarantee so we can receive sponsorship. can una register am for we",
    intent: "area:business",
  },
  { message: "Can the police stop our street parade if we informed them by letter but never got a reply?", intent: "legal-question" },
  { message: "pls help mi write poem fo we old girls reunion", intent: "off-topic" },
  { message: "una open dis Monday or na holiday?", intent: "hours" },
  { message: "How can I contact your office from the UK?", intent: "contact" },
  {
    message:
      "Our choir paid a studio to record our album. They took our money but didn't release anything after 1 year. We want to cancel the contract and get a refund, can you handle it?",
    intent: "area:contract",
  },
  { message: "Parking de near una office? A go come wit me car", intent: "knowledge:Parking" },
  {
    message:
      "Our alumni association and the school's board of governors disagree over who controls the new library we built. Both sides agree to mediation rather than court. Can your firm represent us in the mediation?",
    intent: "area:arbitration",
  },
  { message: "Abeg help, dem don surround di hall we de do rehearsal, dem get stone an bottle, dem say we nor go comot alive", intent: "safety" },
  { message: "can I see a lawyer tomorrow morning its about our association selections", intent: "booking" },
  { message: "For the first meeting should we bring the minutes where the member was expelled, or just the constitution?", intent: "knowledge:What to bring" },
  { message: "Abeg which bus company de go Kenema from Freetown? we old girls de plan trip", intent: "off-topic" },
  {
    message:
      "Our club's oldest member died without a will and her children are fighting over her property. The club wants to support the eldest daughter with legal help to get letters of administration. Who can help?",
    intent: "area:family",
  },
  { message: "dem arrest 3 of us afta di parade yestade. 2 don release, but Sorie still de na Ross Road station. help pls", intent: "urgent" },
  {
    message: "we expelled a member for fighting. he now says he will sue the association for defamation because we wrote it in the minutes. can he win?",
    intent: "legal-question",
  },
  {
    message:
      "A boat owner we hired for our old boys' cruise from Government Wharf cancelled, and the charter agreement says he refunds only 50%. We paid in full. We'd like a shipping lawyer to look at this",
    intent: "area:shipping",
  },
  { message: "Bye for now, will call later.", intent: "goodbye" },
  { message: "Which type of cases do you take?", intent: "services" },
  { message: "Bonjour, le bureau ouvre à quelle heure le matin? I am coming from Conakry for our alumni meeting", intent: "hours" },
  {
    message:
      "Good morning. I am writing from Maryland. My cousin, who is secretary of our alumni chapter in Freetown, was arrested at Lumley yesterday evening while sharing flyers for our fundraiser. He is still being held at Lumley police station. Please can someone go there today?",
    intent: "urgent",
  },
  {
    message:
      "di club wan invest we savings fo treasury bills an one member business. we need lawyer fo draft proper investment rules fo di association, una de do dat?",
    intent: "area:business",
  },
  { message: "abeg wetin we fit cook fo 100 people fo picnic, cheap one", intent: "off-topic" },
  {
    message: "our constitution says chairman can serve only two terms. he has done three and says the AGM agreed verbally. Is his position legal?",
    intent: "legal-question",
  },
  {
    message:
      "My ex-boyfriend is in the same youth group. He's been following me after meetings and last night he came to my window saying he will hurt me if I don't come back. I'm afraid to go anywhere alone",
    intent: "safety",
  },
  { message: "How many of your lawyers are partners, and are any of them young? our youth group prefers someone close in age", intent: "team" },
  {
    message:
      "A member of our youth club is accused of stealing the sound system from the community hall. The police released him but the case is going to court. He says he is innocent. Can you defend him?",
    intent: "area:criminal",
  },
  { message: "abeg dem don carry me broda go Waterloo police. dem say na im start di fight na di club outing. since 6 o'clock dis morning", intent: "urgent" },
  {
    message:
      "We are buying a plot at Goderich for a clubhouse for our cycling club. Before we pay the seller we want a title search. How do we get started with you?",
    intent: "area:land",
  },
  { message: "Salaam aleikum", intent: "greeting" },
  { message: "Please can you book me for a consultation on Friday at 11? It's regarding an old boys association dispute.", intent: "booking" },
  {
    message:
      "We hired a DJ and sound man for our club dance and paid half. He didn't show up and now refuses to refund, saying the contract says non refundable. We want a lawyer to deal with him",
    intent: "area:contract",
  },
  { message: "Where can I buy choir robes in Freetown, what is the price?", intent: "off-topic" },
  {
    message: "we youth leader de beat di small pikin dem na di group, today e beat one boy so bad e nor fit waka. di boy de wit me now e de fred fo go home",
    intent: "safety",
  },
  {
    message:
      "We shipped drums and costumes to a festival in Ghana and the container was short-landed in Tema. The shipping line won't answer our letters. We need a cargo claim lawyer",
    intent: "area:shipping",
  },
  { message: "Do you offer legal aid or reduced fees for a youth group with no income?", intent: "knowledge:Fees" },
  {
    message: "Di hall owner say if we nor pay fo di broken chair dem afta di fight, e go keep we drum dem. e get right fo hol we drum?",
    intent: "legal-question",
  },
  {
    message:
      "They are taking my daughter now! Police at our gate, she is president of the school old girls and they said she is wanted about the fight at the reunion. They are pushing her into the car",
    intent: "urgent",
  },
  {
    message:
      "I am a choir member and my ex-husband has refused to pay maintenance for our 2 children for 1 year. I want a lawyer to take him to court for maintenance",
    intent: "area:family",
  },
  { message: "Good evening. Could you tell me which areas of law your chambers covers?", intent: "services" },
  {
    message:
      "Our choir and the organiser of a gospel competition disputed the prize money and it went to an independent arbitrator. We now have an award in our favour but they won't pay. Can you help enforce it?",
    intent: "area:arbitration",
  },
  { message: "pls how do I write minutes for club meeting, any template?", intent: "off-topic" },
  { message: "Which number can I call now?", intent: "phone" },
  {
    message:
      "Good day, we are an old boys football association registered as a company limited by guarantee. Our board members are fighting because the annual returns have not been filed for 4 years. We need a corporate lawyer to help us regularise with the Corporate Affairs Commission.",
    intent: "area:business",
  },
  {
    message: "my sista de na Kissy police since Satide afta di club fight, dem say nor bail till Monday. abeg send una lawyer fo criminal go see am",
    intent: "urgent",
  },
  { message: "Are u open now? its 6pm", intent: "hours" },
  {
    message: "di whole crowd from di oda side of di parade de trow stone pan we now, we de inside one os na Fourah Bay Road, dem de knock di door",
    intent: "safety",
  },
  { message: "can i email you the sponsorship agreement? whats the address", intent: "email" },
  { message: "If our club bus hits someone during the outing, who will pay, the driver, the club or the chairman?", intent: "legal-question" },
  { message: "we social club plot na Kenema, di neighbor build in fence enter we lan bout 10 feet. we wan lawyer fo di boundary case", intent: "area:land" },
  { message: "Vous parlez français? Notre association a des membres de Guinée", intent: "knowledge:Languages spoken" },
  {
    message: "Hi, could I set up a meeting with a lawyer to go over our youth group's safeguarding policy and constitution? Weekday afternoons are best.",
    intent: "booking",
  },
  { message: "Do you have a lady lawyer for family cases?", intent: "team" },
  {
    message: "afta di parade dem charge me fo riotous conduct. a de on bail now, court na next week Tuesday. a need lawyer fo stand fo me",
    intent: "area:criminal",
  },
  { message: "What time is the lantern parade this year? our youth group wants to enter", intent: "off-topic" },
  {
    message:
      "My husband, the treasurer of our club, has been detained at CID headquarters since Thursday over missing club money. No charge yet. He has high blood pressure. Please help",
    intent: "urgent",
  },
  { message: "how do i get in touch wit una?", intent: "contact" },
  {
    message:
      "Please I am employed as the music director for a big choir. My contract says 2 yrs but they terminated me after 6 months without paying. I need a lawyer for the employment dispute",
    intent: "area:contract",
  },
  {
    message: "Please they are beating my son now at the club house, the senior boys are flogging him as punishment, I can hear him shouting on the phone",
    intent: "safety",
  },
  { message: "which part of freetown una dey", intent: "address" },
  {
    message:
      "One of our old girls passed and left a will naming our association as executor of a school fees fund for her children. We need a lawyer for the probate.",
    intent: "area:family",
  },
  {
    message: "Is it legal for the school principal to ban our old pupils' association from using the school hall when we paid for building it?",
    intent: "legal-question",
  },
  { message: "tnx 4 d help", intent: "thanks" },
  { message: "who is the best choir in Sierra Leone right now?", intent: "off-topic" },
  {
    message:
      "We had mediation between our two youth groups last year and signed a settlement agreement. Now the other group is not following it. Can you enforce it for us?",
    intent: "area:arbitration",
  },
  { message: "wetin paper dem we chairman fo carry wen e de come see lawyer?", intent: "knowledge:What to bring" },
  { message: "I want to talk to a lawyer about our club matter, can we meet on Monday?", intent: "booking" },
  {
    message:
      "Our Maryland alumni sent a 40ft container of hospital beds and books to Queen Elizabeth II Quay for our old school clinic. We are told the demurrage is over $5,000 because the consignee papers were wrong. We need help clearing it",
    intent: "area:shipping",
  },
  { message: "ok a go call una later, bye", intent: "goodbye" },
  {
    message:
      "Please, my son has been in police custody in Bo since Sunday after a parade by his youth club. They want money before releasing him. He is only 16.",
    intent: "urgent",
  },
  {
    message:
      "Dear Sir, Our association intends to lease a portion of the church land at Murray Town for 25 years to build a choir practice hall. We need a lawyer to draft and register the lease. Kindly advise.",
    intent: "area:land",
  },
  { message: "how much is 12 seater bus hire to Tokeh beach for one day?", intent: "off-topic" },
  { message: "Tenki ya, una try", intent: "thanks" },
  {
    message:
      "Our vice chairman took the association's canopy and chairs to his house and says they are his because he paid part. Can we take them back ourselves or do we need court?",
    intent: "legal-question",
  },
  { message: "wetin kind of case una de tek?", intent: "services" },
  {
    message:
      "gud aftanun, am d treasrer of a wmen social club in Bo. we wan turn our osusu savins into smal microfinans compny. wat we need an can ur firm do d registrashon?",
    intent: "area:business",
  },
  {
    message: "a de na di beach wit di youth group an some drunk men de attack we gyal dem now, one don tear me padi in cloth, police nor de ya",
    intent: "safety",
  },
  { message: "I would like an appointment with a land lower please for next week", intent: "booking" },
  {
    message:
      "The police have invited our choir master to answer allegations from a parent. He has not been arrested. We want a criminal lawyer to go with him on Monday.",
    intent: "area:criminal",
  },
  {
    message: "dem don hol we chairman an di treasurer na Kissy police now now, dem say we nor pay di hall levy an we mek noise. pls send lawyer",
    intent: "urgent",
  },
  { message: "Good morning, what are your working hours please?", intent: "hours" },
  { message: "Is Ibrahim Jalloh the one who handles human rights? our youth group want him specifically", intent: "attorney:Ibrahim Jalloh" },
  {
    message:
      "A Ghana choir sent us costumes by sea for our joint concert, the shipping line delivered the wrong container and ours is lost. Can your firm handle a claim against the shipping line?",
    intent: "area:shipping",
  },
  { message: "My phone charger spoil, where a fit buy original one fo Freetown?", intent: "off-topic" },
  { message: "Our youth leader is 17. Can he legally sign the hall rental agreement for our group or must an adult sign?", intent: "legal-question" },
  {
    message:
      "We need a written agreement between our old boys association and the contractor building the school toilets. Last time we used a verbal agreement and lost money. Can you draft one?",
    intent: "area:contract",
  },
  { message: "hmm", intent: "unknown" },
  {
    message:
      "A 14 year old girl in our youth group lost both parents. Her grandmother and her uncle both want custody. The family asked me as youth leader to find them a lawyer.",
    intent: "area:family",
  },
  {
    message:
      "Police took my boyfriend from the street parade last night, they beat him and put him in the cell at Ross Road. He is still there this morning. What can I do?",
    intent: "urgent",
  },
  { message: "send me the phone number of the office", intent: "phone" },
  {
    message: "Our two choirs want to settle our dispute over the shared uniform money through mediation instead of court. We want your firm to arrange it.",
    intent: "area:arbitration",
  },
  { message: "Do you charge per hour or one fee for the whole case? and can we pay small small?", intent: "knowledge:Fees" },
  {
    message:
      "My neighbour is a member of the rival club. He just told me he will set my house on fire tonight because of what happened at the match. He has a gallon of petrol on his veranda. I'm scared for my kids.",
    intent: "safety",
  },
  { message: "Which hymn is good for the funeral of an old boy? something the choir can sing in Krio", intent: "off-topic" },
  { message: "Kindly share your email address for official correspondence.", intent: "email" },
  {
    message: "pls we family lan na Waterloo we gi di youth club fo use as football field. now one big man de build os pan am. wi wan lawyer",
    intent: "area:land",
  },
  { message: "Can I arrange a zoom call with a lawyer? I'm in London, we want advice on our alumni association", intent: "booking" },
  { message: "what is the address of your office pls", intent: "address" },
  { message: "We suspended a member for 6 months for fighting at the outing. Can he still vote at the AGM?", intent: "legal-question" },
  {
    message:
      "Sir my father is the patron of the old boys and military men came and took him from the house this morning. We don't know where they carried him.",
    intent: "urgent",
  },
  {
    message:
      "Please we need help writing a proper constitution and governance rules for our alumni association before we register it. Is that business law? Can you do it?",
    intent: "area:business",
  },
  { message: "How many partners do you have and how many associates?", intent: "team" },
  {
    message:
      "our club signed sponsorship agreement with a bank. now they say we breached because we used another bank logo on our jerseys and they want their money back. we need a contract lawyer to defend us",
    intent: "area:contract",
  },
  { message: "what will the weather be in Freetown this Saturday? we have outdoor choir concert", intent: "off-topic" },
  { message: "Will our members find parking around Siaka Stevens Street on a weekday?", intent: "knowledge:Parking" },
  { message: "Hey", intent: "greeting" },
  {
    message:
      "di man we expel from we club de follow me everywhere wit knife, e tell me say e go kill me before Christmas. a don go police but dem nor do notin",
    intent: "safety",
  },
  {
    message:
      "Our former treasurer was arrested last year for fraud and released on bail. Now the trial is starting and the association is the complainant. We want a lawyer to watch the case for us.",
    intent: "area:criminal",
  },
  { message: "una de work lunch time? a fit come 1pm?", intent: "hours" },
  { message: "What are all the ways to contact you?", intent: "contact" },
  { message: "if we expel our treasurer, will he still have to pay back the money or does expulsion cancel the debt?", intent: "legal-question" },
  {
    message:
      "my little brother and his friends are locked up at Goderich police for two days now. They were dancing with a devil in the street. Nobody told us the charge.",
    intent: "urgent",
  },
  { message: "write me CV for youth coordinator job", intent: "off-topic" },
  {
    message:
      "My brother who was chairman of our social club died. His wife and another woman he had children with are fighting over his property, and his youngest son has lived with me since the burial. I want to apply for custody of the boy.",
    intent: "area:family",
  },
  { message: "Must we bring original documents or are photocopies fine?", intent: "knowledge:What to bring" },
  { message: "Do you only do court cases or you also help with documents and agreements?", intent: "services" },
  {
    message:
      "One of our members imports used clothing for our club fundraising and his goods are held at the Quay because of wrong valuation. He needs a lawyer for the customs issue",
    intent: "area:shipping",
  },
  {
    message:
      "The caterer and our reunion committee agreed in the contract to settle any dispute by arbitration in Freetown. She has now started arbitration against us. We need a lawyer for our side.",
    intent: "area:arbitration",
  },
  { message: "Please book me a slot with a lawyer for Wednesday morning, I am the secretary of Bo Old Boys", intent: "booking" },
  {
    message:
      "We sign agreement wit one tailor fo sew 60 uniform fo we choir, we pay 70%. E sew only 20 an e don stop fo answer phone. Pls we need lawyer fo enforce di agreement",
    intent: "area:contract",
  },
  { message: "gud evening sir/ma", intent: "greeting" },
  { message: "abeg help me, police de na me door now, dem say dem de find me because of di fight na di club outing. dem wan carry me", intent: "urgent" },
  { message: "Can you recommend a good photographer for our old girls' reunion dinner?", intent: "off-topic" },
  {
    message: "The church says our choir cannot use the name St Paul's Choir anymore after we left the church. Do they own the name?",
    intent: "legal-question",
  },
  {
    message:
      "Good afternoon. The Makeni Youth Development Association received a donation of land from the late chief but there is no document. Now his family is selling it. We want a lawyer to protect the land.",
    intent: "area:land",
  },
  { message: "pls a de hide under di stage na di hall, dem boys wey fight we na di outing don come back wit machete, dem de find me", intent: "safety" },
  { message: "how many lawyers dem de una office an na who de do wetin?", intent: "team" },
  {
    message: "The club patron was charged with embezzlement and convicted last month. He wants to appeal. Do you handle criminal appeals?",
    intent: "area:criminal",
  },
  { message: "Do you open on public holidays like Independence Day?", intent: "hours" },
  { message: "I need to meet a lawyer about our association's land, not today, maybe tomorrow. How do I book?", intent: "booking" },
  {
    message:
      "We old boys are forming a cooperative to buy shares in a company, each member contributing. We need a lawyer to set up a shareholders agreement. Can you?",
    intent: "area:business",
  },
  {
    message:
      "Good evening. Our choir's organist was detained by immigration officers at Lungi airport this afternoon when returning from our tour in Ghana. They have kept him in a room for hours and won't let him call anyone.",
    intent: "urgent",
  },
  { message: "abeg who win di match between Bo Rangers an East End Lions yestade", intent: "off-topic" },
  {
    message:
      "Our old pupils in the US shipped a bus for our school through Freetown port. The vessel arrived but the bus was damaged during unloading. We need a lawyer to handle the claim.",
    intent: "area:shipping",
  },
  {
    message: "our chairman spent club money on his own party without approval. Can we report him to police for stealing or is it just a club matter?",
    intent: "legal-question",
  },
  { message: "I need your whatsapp contact please", intent: "phone" },
  {
    message: "Pls a need lawyer fo mek me will. A de na di old boys association an a wan mek sure me pikin dem get me property, nor to me brodas",
    intent: "area:family",
  },
  { message: "I'm in Ghana. How can I contact your firm?", intent: "contact" },
  {
    message:
      "Our association has been arguing with the contractor who built our clubhouse about cracks in the walls. Both sides want to try mediation first. Can one of your lawyers handle the mediation for us?",
    intent: "area:arbitration",
  },
  {
    message: "dem don lock me uncle sin yestade na Hastings station, e na di chairman fo di youth group wey organise di procession. dem nor gi am food",
    intent: "urgent",
  },
  { message: "can u help me with my daughter's homework on Sierra Leone independence? it's for our youth group quiz", intent: "off-topic" },
  { message: "am the treasurer", intent: "unknown" },
  { message: "Una get lawyer wey sabi Mende? Some of we ol members na Kenema", intent: "knowledge:Languages spoken" },
  {
    message:
      "My wife is a choir member. Her choirmaster keeps threatening her and last week he slapped her. Today she got a message saying he will deal with her if she tells anyone. She is terrified to go out.",
    intent: "safety",
  },
  {
    message:
      "Our social club employed a caretaker for the hall for 5 years. Now we want to end his contract properly without trouble. Can a lawyer prepare the termination and settlement?",
    intent: "area:contract",
  },
  { message: "If a member dies, can his family claim back his contributions to the club's welfare fund?", intent: "legal-question" },
  { message: "What services do you offer?", intent: "services" },
  { message: "wat is una email", intent: "email" },
  { message: "na we association get di lan since 1987 but di title deed loss during di war. we wan lawyer fo help we get new one", intent: "area:land" },
  { message: "Madam, I would like to come to your office for a consultation together with our chairman. Please let me know when.", intent: "booking" },
  {
    message:
      "Our alumni want to open a bank account for the UK branch and link it with the Freetown account. The bank says we need a board resolution and a legal opinion. Can you assist?",
    intent: "area:business",
  },
  {
    message:
      "Police lock 6 boys from our youth club at Calaba Town station since Friday night. Parents have been going every day. They say the boys will be taken to court but nothing is happening.",
    intent: "urgent",
  },
  { message: "How do I plan a fundraising dinner for our choir? steps pls", intent: "off-topic" },
  { message: "una get space fo park car near di office or a go park na road?", intent: "knowledge:Parking" },
  {
    message:
      "My son was released on police bail after the parade fight but they keep calling him to report every week for 3 months now. We want a lawyer to deal with the police on this",
    intent: "area:criminal",
  },
  { message: "Thanks very much, I will tell the others.", intent: "thanks" },
  { message: "what time una close today", intent: "hours" },
  {
    message:
      "Two of our choir members want to do a proper customary marriage and register it. They asked me where to get legal help. Do you help with marriage registration?",
    intent: "area:family",
  },
  { message: "pls a de na we clubhouse, somebody de hit di door, e say e go kill di chairman, we don lock weself inside", intent: "safety" },
  { message: "Tell me about your team, I want to know who would handle our case", intent: "team" },
  { message: "Can the school stop our old boys from holding the reunion on the school grounds since we are not current students?", intent: "legal-question" },
  {
    message:
      "Please my wife was taken by the police at the choir rehearsal an hour ago. They said someone accused her of stealing the offering. She's pregnant.",
    intent: "urgent",
  },
  {
    message:
      "Our old pupils association won an arbitration award against the company that took our scholarship money. The company is refusing to pay. We want to enforce the award in court.",
    intent: "area:arbitration",
  },
  { message: "need ideas for youth group camp activities", intent: "off-topic" },
  {
    message:
      "We want to charter a small vessel for our youth group trip to Sherbro Island next month. Can a lawyer review the charter agreement before we sign?",
    intent: "area:shipping",
  },
  { message: "How do I get to your office from Lumley? and is there parking?", intent: "address", also: ["knowledge:Parking"] },
  { message: "Goodbye and have a nice day", intent: "goodbye" },
  { message: "abeg mek una schedule me fo see lawyer, na we social club matter, any day dis week", intent: "booking" },
  { message: "I'd like to book a consultation for my choir committee, 4 of us. Is Thursday 2pm possible?", intent: "booking" },
  {
    message:
      "A girl in our youth group was sexually assaulted by a man at our outing last month. The family reported to the FSU and the man has been charged. The family needs a lawyer to follow the case.",
    intent: "area:criminal",
  },
  { message: "me bredda de na police station na Kissy Mess Mess fo 2 days, dem hol am afta di carnival parade. e nor do notin", intent: "urgent" },
  { message: "what's the cheapest data bundle for whatsapp? our club group chat is very active", intent: "off-topic" },
  { message: "Can I visit your office on Sunday after church?", intent: "hours" },
  {
    message: "Our patron promised in a letter to pay for our choir's trip to Ghana, then backed out. Is that letter enough to make him pay?",
    intent: "legal-question",
  },
  {
    message:
      "Our old boys are planning to buy 2 town lots in Kissy for a school annex. We need conveyancing and the deed registration. Can your firm handle everything?",
    intent: "area:land",
  },
  {
    message: "some boys from the other youth group are beating my son now at the junction near our hall, people are just watching. please what do i do",
    intent: "safety",
  },
  { message: "Is Christiana Thomas still with your firm? She helped our club with an employment matter before", intent: "attorney:Christiana Thomas" },
  {
    message:
      "Our alumni association in the UK sent laptops for our old school by ship via Antwerp. The bill of lading shows they arrived but the agent at the quay says there is no record. Please help us trace them and claim.",
    intent: "area:shipping",
  },
  {
    message:
      "Hello, I'm in Atlanta. My niece who leads a church youth group in Freetown has been held at the CID since Tuesday over a WhatsApp voice note about the police at the parade. We need someone to go there today.",
    intent: "urgent",
  },
  { message: "who be di people dem wey de work na una chambers?", intent: "team" },
  {
    message: "we wan change we club from ordinary association to registered company. di ol executive wey register am first nor wan sign. we need lawyer",
    intent: "area:business",
  },
  { message: "pls how do i upload our choir song on youtube", intent: "off-topic" },
  { message: "what's the consultation fee?", intent: "knowledge:Fees" },
  {
    message:
      "We have an agreement with a school to use their hall every Saturday for rehearsals, paid termly. They broke it and gave the hall to a church. We have receipts. Can a lawyer help us enforce it or get compensation?",
    intent: "area:contract",
  },
  { message: "If we print the name of a member who stole club money in our newsletter, can he take us to court?", intent: "legal-question" },
  {
    message:
      "i am in US, my mother was a founder member of our women social club and she die. my brothers in Freetown say daughters nor get share for di house. I need lawyer for di inheritance",
    intent: "area:family",
  },
  { message: "what does your law firm do?", intent: "services" },
  {
    message: "the police have just arrested our president at the hall entrance in front of everybody and are driving him away. they didnt say why",
    intent: "urgent",
  },
  { message: "bonsoir", intent: "greeting" },
  {
    message:
      "We signed a 3 year sponsorship deal with a telecom company for our youth football league, with an arbitration clause. They stopped paying after year 1. We want to start arbitration. Can you act for us?",
    intent: "area:arbitration",
  },
  { message: "any cheap venue fo youth party na Freetown? hall booking price", intent: "off-topic" },
  { message: "Abeg help, di people dem wey get grudge wit we choir de trow stone pan we bus now na Mile 91 road, we driver don stop", intent: "safety" },
  { message: "whats ur phone no", intent: "phone" },
  {
    message: "My son was expelled from the scouts for a fight he didn't start. Can he challenge that? The scouts are a national body.",
    intent: "legal-question",
  },
  {
    message:
      "Dear Sirs, our association's hall at Brookfields sits on land leased from the state. The lease expires next year. We would like a lawyer to negotiate the renewal and check our title.",
    intent: "area:land",
  },
  { message: "Can I make an appointment to see a criminal lawyer? My friend has court next month over the parade", intent: "booking" },
  {
    message:
      "they are holding my son at Lumley police since Saturday night. his club outing at the beach had a fight and the police picked up everybody. he's 15",
    intent: "urgent",
  },
  { message: "Do your lawyers speak Krio? My grandmother is the choir elder and doesn't speak English well", intent: "knowledge:Languages spoken" },
  {
    message:
      "Our youth club was accused of damaging a shop during the parade. The police want to charge the club leaders. None of them is arrested yet. We need a defence lawyer ready.",
    intent: "area:criminal",
  },
  { message: "Hello, what's the best way to reach your firm? Phone, email, WhatsApp?", intent: "contact" },
  { message: "What's a good name for our new social club? something catchy", intent: "off-topic" },
  {
    message:
      "My uncle who is in our social club said if I don't withdraw my complaint about the money he will beat me like last time. He is drunk and walking towards my house now.",
    intent: "safety",
  },
  { message: "is it info@ or consult@ I should use to send a consultation request?", intent: "email" },
  {
    message:
      "Our old girls association runs a small shop at the school and we want a proper company for it with shares for members. Do you do company registration?",
    intent: "area:business",
  },
  { message: "wat time una de open on Fridays", intent: "hours" },
  { message: "The bank froze our club account because two signatories are fighting. Can the bank do that without a court order?", intent: "legal-question" },
  {
    message:
      "our youth leader and his wife are divorcing and they both want custody of their 2 kids. The wife is a member and asked me to find her a family lawyer.",
    intent: "area:family",
  },
  { message: "Are you near the Cotton Tree or the Law Courts?", intent: "address" },
  { message: "Thanks a lot for your quick reply", intent: "thanks" },
  {
    message:
      "I was employed by a national youth council on a 3 year contract and they dismissed me without reason after I complained about missing funds. I need an employment lawyer",
    intent: "area:contract",
  },
  { message: "pls hurry, dem de beat we boys inside police van now, dem carry dem from di parade, na Eastern police dem de go", intent: "urgent" },
  { message: "can u recommend a good tailor for our old girls uniform", intent: "off-topic" },
  {
    message: "We'll come with the receipts for the hall and the WhatsApp messages printed. Anything else we need to carry?",
    intent: "knowledge:What to bring",
  },
  {
    message:
      "The Kono and Kenema branches of our alumni association are fighting over the scholarship fund. The national executive wants an outside mediator. Can your chambers do this?",
    intent: "area:arbitration",
  },
  { message: "Which kinds of problems can your lawyers help with?", intent: "services" },
  {
    message:
      "We booked cargo space on a vessel to carry our band's instruments to Conakry for a festival. The ship left without our goods and the agent won't refund. We need a shipping lawyer",
    intent: "area:shipping",
  },
  { message: "Alright, I'll go now. Goodbye.", intent: "goodbye" },
  { message: "Abeg a wan come see una lawyer Friday wit me club secretary, put we down", intent: "booking" },
  { message: "help", intent: "unknown" },
  {
    message: "di ol boys association get one lan na Kenema road, somebody don sell am to one Lebanese man. we get di survey plan. wi wan lawyer fo di case",
    intent: "area:land",
  },
  {
    message:
      "Good morning, this is the choir secretary. Our choir mistress was arrested last night at her home by men who said they are police, and we have no idea which station. Her phone is off.",
    intent: "urgent",
  },
  { message: "pls how to tune a guitar for church choir", intent: "off-topic" },
  {
    message: "Can our association be held liable if a youth member drowns during our beach outing? we had permission slips from parents",
    intent: "legal-question",
  },
  { message: "Mi wan kam tumara bay 8 am, una go don open?", intent: "hours" },
  {
    message:
      "Our youth group got a grant from an international NGO and they need us to show a board, bylaws and a registered entity. Can your business team do all of this?",
    intent: "area:business",
  },
  { message: "na di choir practice, one man enter wit gun an e de threaten di pastor, we don hide na di back room", intent: "safety" },
  { message: "Are all your lawyers in Freetown? How many are there?", intent: "team" },
  {
    message:
      "Our ex treasurer is being prosecuted and his lawyer says he will call me as a witness. I'm afraid I'll be blamed too. I want my own lawyer to advise me through the criminal case.",
    intent: "area:criminal",
  },
  { message: "Do you have any free slot this afternoon for me to see a lawyer? It's about our club.", intent: "booking" },
  { message: "we de na di parade now an police don start fo catch people, dem don put me friend dem na di truck. abeg wetin we go do", intent: "urgent" },
  {
    message:
      "The print shop that designed our sponsorship brochures printed them with errors and refuses to reprint. We have a written order. We want help enforcing the agreement.",
    intent: "area:contract",
  },
  { message: "Which is better for club money, Orange Money or Africell Money?", intent: "off-topic" },
  {
    message:
      "My husband is the choir president and he spends all his money on the club and nothing for the house and children. I want a maintenance order. Can you help?",
    intent: "area:family",
  },
  { message: "Good morning to the Kamara & Associates team", intent: "greeting" },
  { message: "Is it true that because our association is not registered, we members are personally liable for its debts?", intent: "legal-question" },
  {
    message: "A vessel carrying our donated school furniture sank near the port. The insurance company is delaying. Can your shipping team pursue the claim?",
    intent: "area:shipping",
  },
  { message: "una de collect money fo first consultation? we na youth group, we nor get plenty", intent: "knowledge:Fees" },
  {
    message: "They have held our chairman at Kenema police since Monday. They said he organised an illegal procession. His family cannot pay bail. please",
    intent: "urgent",
  },
  {
    message:
      "Sorry to disturb. A man from the rival old boys association has been sending me messages saying he knows where my kids go to school and they will see. Tonight he parked outside my house. I think he wants to harm us.",
    intent: "safety",
  },
  {
    message: "our social club and the bar that rents our space are in dispute over the rent. we agreed to go to mediation. can your firm help?",
    intent: "area:arbitration",
  },
  { message: "what's the best time of year for a picnic at River No. 2?", intent: "off-topic" },
  { message: "can u call me? or gimme ur number", intent: "phone" },
  {
    message:
      "We are a choir that bought land at Regent to build a rehearsal hall. The seller's brother now says the land is family property and the seller had no right to sell. We need a land lawyer",
    intent: "area:land",
  },
  {
    message:
      "Good day. As chair of the finance committee, I want to know if your firm can prepare a governance structure for our association's investment arm, including audit and treasurer rules.",
    intent: "area:business",
  },
  {
    message: "My wife and daughter were taken from the street procession by soldiers. They're at the barracks I think. This is since last night.",
    intent: "urgent",
  },
  { message: "pls send me the national anthem words, our youth group will sing it at the opening", intent: "off-topic" },
  { message: "If the sponsor's logo is on our jerseys but they haven't paid yet, can we remove it and sign another sponsor?", intent: "legal-question" },
  { message: "Which ways can I reach you besides coming to the office?", intent: "contact" },
  { message: "Besides family cases, what other kinds of cases do you handle?", intent: "services" },
  { message: "is there a car park at your building? our secretary uses a wheelchair", intent: "knowledge:Parking" },
  {
    message: "dem de accuse we youth president say e tek money from di sponsors an nor gi di club. police don invite am. e need lawyer fo go wit am",
    intent: "area:criminal",
  },
  { message: "a de na di toilet na di club party, some men de pursue me, dem try fo grab me, a nor fit go out", intent: "safety" },
  { message: "Appreciate it, thanks", intent: "thanks" },
  {
    message:
      "We want a simple written contract between our choir and the musicians we hire for concerts so that there's no quarrel about payment. Can you draft one?",
    intent: "area:contract",
  },
  { message: "id like a meeting with a lawyer about our expelled members appeal what days are available next week", intent: "booking" },
  {
    message:
      "Please my daughter was arrested at the hall yesterday during our youth programme and she is in the cell at Central. They won't give bail because they say it's weekend.",
    intent: "urgent",
  },
  { message: "Your email please? I want to send the letter from our Chairman.", intent: "email" },
  { message: "How experienced are your lawyers? I want to know about the team before we engage you", intent: "team" },
  {
    message: "est-ce qu'il y a un avocat qui parle français? je suis membre de l'association des anciens élèves à Conakry",
    intent: "knowledge:Languages spoken",
  },
  {
    message: "Can the police stop us from using the street in front of our clubhouse for our annual procession when we've done it for 30 years?",
    intent: "legal-question",
  },
  {
    message: "One of our old boys died and left no will. His widow wants letters of administration so she can keep the house. Can your family team help her?",
    intent: "area:family",
  },
  { message: "how do i make a flyer for our choir concert on my phone", intent: "off-topic" },
  { message: "Una de help wit ship matter? we club container wit chair dem an canopy hol na di Quay fo 3 months", intent: "area:shipping" },
  {
    message: "Two members did a business deal through our club and now they are fighting. Both agreed to let your firm arbitrate between them. Can you do it?",
    intent: "area:arbitration",
  },
  { message: "Is the office open the normal time during Ramadan?", intent: "hours" },
  { message: "pls mek a see lawyer 2moro morning bout wi club money palava", intent: "booking" },
  { message: "Hello, good day", intent: "greeting" },
  {
    message:
      "Dear Sir, our old boys association is in a dispute with a real estate developer over a joint housing project for members. The agreement has an arbitration clause. We need counsel experienced in arbitration.",
    intent: "area:arbitration",
  },
  { message: "abeg una, dem don tek me pikin go police since yestade afta di ode-lay parade. e get 14 yrs. dem nor gri mek a see am", intent: "urgent" },
  { message: "What's the price of a cow for our end of year club feast?", intent: "off-topic" },
  { message: "Can our executive legally increase the membership dues by 200% without the general assembly voting?", intent: "legal-question" },
  { message: "Hi, what days are you open? Do you work weekends?", intent: "hours" },
  {
    message: "Please I want a lawyer to write a will for my father. He is an elder of our choir and wants to leave something to the church too.",
    intent: "area:family",
  },
  { message: "dem de beat me mama now na os, na me uncle, e say she tek di club money. a de outside a nor fit stop am", intent: "safety" },
  {
    message:
      "Our old boys president is facing criminal libel charges for a Facebook post about the school principal. Court date not yet fixed. Do you defend such cases?",
    intent: "area:criminal",
  },
  { message: "I heard Mohamed Conteh is good with land cases, what does he do at your firm?", intent: "attorney:Mohamed Conteh" },
  {
    message:
      "We are a diaspora alumni group wanting to invest in a hotel in Freetown through a joint venture. Can your firm advise on the investment and set up the company?",
    intent: "area:business",
  },
  {
    message:
      "My husband is being held at Wellington police. They came to our choir fundraiser and took him because of a complaint from his business partner. It's been 24 hours.",
    intent: "urgent",
  },
  { message: "who are the partners in your chambers?", intent: "team" },
  {
    message:
      "We signed a contract with an event planner for our 25th anniversary. She took the money and cancelled 2 days before. We want to sue for breach of contract.",
    intent: "area:contract",
  },
  { message: "can you book the Family Kingdom hall for us for the youth dance", intent: "off-topic" },
  { message: "plz assist", intent: "unknown" },
  {
    message:
      "Our association hall at Bo has no title deed, it was built in the 1970s. Government now says the land is state land. We need help with the title.",
    intent: "area:land",
  },
  { message: "a wan schedule meeting wit lawyer dis week fo we choir problem", intent: "booking" },
  { message: "Hi, which practice areas do you have?", intent: "services" },
  { message: "If the other choir used our song in their album without permission, can we stop them?", intent: "legal-question" },
  {
    message:
      "Sir, military police have detained my brother at Murray Town barracks since Sunday after a quarrel with a soldier at his club's outing. No one is allowed to see him.",
    intent: "urgent",
  },
  { message: "Do you take payment by Orange Money? and is there a deposit?", intent: "knowledge:Fees" },
  {
    message:
      "Dear Sir, our alumni in Ghana sent a consignment of textbooks through Tema to Freetown. The bill of lading is in the name of our association but the shipping agent refuses to release without extra charges. Please advise how you can help.",
    intent: "area:shipping",
  },
  {
    message:
      "A girl in our youth group just called me crying, her father is beating her with a belt because she went to the youth camp. She is locked in the room with him now.",
    intent: "safety",
  },
  { message: "My choir needs a new keyboard, what brand is good and cheap?", intent: "off-topic" },
  { message: "My wife took our kids to the UK without telling me. I want custody or at least access. Can you help?", intent: "area:family" },
  {
    message: "The treasurer says he can't show us the accounts until the end of his term. Does the law force him to show the accounts now?",
    intent: "legal-question",
  },
  { message: "Can I call the office directly? Which number?", intent: "phone" },
  { message: "Una get place fo park keke?", intent: "knowledge:Parking" },
  {
    message:
      "they took our youth group leader from the parade at the roundabout, one police officer said he go deal with him. he's in the cell at Kissy now. please help",
    intent: "urgent",
  },
  {
    message: "We are leasing part of our old boys' land to a telecom company for a mast. We need a lawyer to prepare the lease properly.",
    intent: "area:land",
  },
  { message: "Kindly give me directions to your chambers.", intent: "address" },
  { message: "Do any of your lawyers speak Fula? our chairman is more comfortable in Fula", intent: "knowledge:Languages spoken" },
  {
    message:
      "our club rented a sound system for the carnival and it was stolen. The owner wants us to pay the full price. We have a rental agreement. Can you look at it and deal with him?",
    intent: "area:contract",
  },
  { message: "Is it possible to meet a lawyer on Saturday? Weekdays I'm at work.", intent: "booking", also: ["hours"] },
  { message: "how to be a good treasurer for a club? tips", intent: "off-topic" },
  { message: "A member borrowed money from the club welfare fund and refuses to pay back. Can we take his property?", intent: "legal-question" },
  { message: "Please list your contact details.", intent: "contact" },
  {
    message: "I'm at the outing in Tokeh and the members are fighting with knives now, one person is bleeding, we are hiding behind the bus",
    intent: "safety",
  },
  { message: "gud, tanks", intent: "thanks" },
  { message: "Our youth club wants to register a business name for our events company. Can you do the registration?", intent: "area:business" },
  {
    message:
      "Please, my son called from the police station in Bo, they arrested him at the youth rally this afternoon and are keeping him overnight. He was only taking pictures.",
    intent: "urgent",
  },
  { message: "Do you do only big cases or small matters also?", intent: "services" },
  {
    message:
      "We imported a generator for our clubhouse, the container was opened at the Quay and items were stolen. We want to claim against the shipping line and the port.",
    intent: "area:shipping",
  },
  { message: "Should I bring ID card and the association certificate?", intent: "knowledge:What to bring" },
  {
    message:
      "We are in arbitration with the bus company over the accident at our outing. The hearing is next month. We need a lawyer to represent the association.",
    intent: "area:arbitration",
  },
  { message: "our club president has a trial for the football team tomorrow, what boots should he buy?", intent: "off-topic" },
  { message: "ok bye for now, God bless", intent: "goodbye" },
  { message: "we need to see a lawyer about the member who was expelled, when can we come?", intent: "booking" },
  { message: "una open till wetin time on Wednesday? a go come afta school", intent: "hours" },
  {
    message:
      "My cousin got bail last week after the parade arrest, but the police kept his phone and ID. We need a lawyer for his case at the magistrate court.",
    intent: "area:criminal",
  },
];
