import type { LabelledMessage } from "./labelled-message";

// People writing on behalf of someone else (co-workers, a boss for his drivers, a church elder for widows, a big sister for her brother, a youth leader, a social worker, a neighbour, a grandchild abroad), telling events in the third person with relative times. Writers: Mariatu, 34, NGO office administrator in Freetown, polite correct English on a work laptop, writing for colleagues and her boss; Pa Musa, 58, owner of poda-podas and a tanker in Kissy, heavy Krio SMS with typos, writing for his drivers; Elder Samuel Cole, 67, Methodist church elder in Waterloo, formal letter style, writing for widows of the congregation; Kadiatu, 22, Fourah Bay College student, English-Krio blend with SMS shorthand, anxious for her younger brother; Ibrahim "Bra Ibro" Kanu, 29, community youth leader in Kroo Bay, loud Krio sometimes in capitals, writing for the boys and girls of his area; Mrs Agnes Sandi, 45, Ministry of Social Welfare social worker in Bo, case-note English, writing for clients; Foday, 40, carpenter in Wellington, cheap phone, dropped vowels and panic, writing for the neighbours he hears through the wall; Aminata, 19, student in London, British texting style, writing for her grandparents in Makeni.

export const DEVELOPMENT_FORTY_SIXTH: LabelledMessage[] = [
  { message: "Do you offer legal aid or reduced fees? Grandma's a pensioner.", intent: "knowledge:Fees" },
  {
    message:
      "I'm writing for a widowed client in Bo. Her late husband's family land is being shared out among his brothers without her or her children. Is this a matter your land lawyers take?",
    intent: "area:land",
  },
  {
    message:
      "I am the social worker for a young woman who was detained this morning at the Bo magistrate court premises and taken to the cells after an argument with an officer. She is still there and she is breastfeeding; the baby is with me. Please can a lawyer intervene?",
    intent: "urgent",
  },
  {
    message:
      "Sorry for the long msg. My grandad's nephew who looks after him in Freetown was taken by police from the shop yesterday evening. Grandad is ringing me crying because nobody will tell him anything. He's still in custody as far as we know. What do we do, is there someone who can go to the station?",
    intent: "urgent",
  },
  {
    message:
      "My uncle was charged with fraud and is out on bail, court hearing in two weeks. My grandma is worried sick. Can Mr. Ibrahim Jalloh represent him?",
    intent: "area:criminal",
  },
  {
    message: "my bro was caught with small weed last month, released with warning. will dis show on his record when he applies for uni abroad?",
    intent: "legal-question",
  },
  {
    message:
      "My grandfather's house in Freetown is being occupied by a cousin who refuses to leave and says the house was promised to him. Grandad has the deed. Can you help him get it back?",
    intent: "area:land",
  },
  {
    message: "Our driver (I'm asking for him) had an accident in a company car and the company is deducting the repair cost from his salary. Is that allowed?",
    intent: "legal-question",
  },
  {
    message: "My grandma wants to make a will so there's no fighting after she's gone. Can your firm help her write one? She's in Makeni.",
    intent: "area:family",
  },
  { message: "What's the exchange rate pound to leone today? I'm sending money to my nan", intent: "off-topic" },
  {
    message:
      "my keke rider dem hold am since monday. na Calaba Town police. dem say e go stay till e pay fine but no paper. e pikin dem de hungry. una fit send person?",
    intent: "urgent",
  },
  {
    message: "wetin be di right of a youth wen police stop am for road an search e phone? dem get right fo check e phone without paper?",
    intent: "legal-question",
  },
  {
    message: "one of our youth, e girlfriend born pikin last month an now she de ask for maintenance. e wan do am di proper way. una de help wit dat?",
    intent: "area:family",
  },
  { message: "I'm a social worker compiling a referral list. Could you outline the legal services your firm provides?", intent: "services" },
  { message: "Siaka Stevens street which number? neighbr de come", intent: "address" },
  { message: "wi go come una office friday, me an di boy wey get di problem. we need appointment abeg", intent: "booking" },
  { message: "wetin be di best medicine for malaria, my neighbor pikin hot since yesterday", intent: "off-topic" },
  { message: "My colleague's son needs help with his maths homework: solve 3x + 7 = 22. Can you explain it?", intent: "off-topic" },
  { message: "Are you open over Christmas and New Year? A colleague may need to come in between the holidays.", intent: "hours" },
  { message: "my small brother has homework: write 300 words on 'the role of the judiciary in Sierra Leone'. can u write it for him pls", intent: "off-topic" },
  { message: "how much be new tyre for Toyota Hiace now? my driver say 2,500", intent: "off-topic" },
  {
    message: "A women's savings group I support in Bo wants to become a registered business. Do you assist with incorporation and governance structures?",
    intent: "area:business",
  },
  { message: "who be di president of sierra leone now, my neighbor old papa de ask", intent: "off-topic" },
  { message: "hmm", intent: "unknown" },
  {
    message:
      "heard shoutin nxt door last nyt, this mornin police cam and took d young man away in handcuffs, his mama beg me find lawyer. he still at Wellington station. plz",
    intent: "urgent",
  },
  {
    message:
      "A client's husband took a second wife without telling her. She wants to know whether she is entitled to a divorce on that ground and what share of the matrimonial property she could receive.",
    intent: "legal-question",
  },
  {
    message:
      "Good afternoon. A widow in our church was married under customary law for 22 years. Her late husband's brothers now say she is not entitled to anything from his estate because there was no church wedding. Is that correct under the law of Sierra Leone?",
    intent: "legal-question",
  },
  { message: "pls book consult 4 my nbr, hes old, wednesday good 4 him", intent: "booking" },
  { message: "my driver e wan travel go Guinea, e need visa? how much e cost", intent: "off-topic" },
  {
    message:
      "I'm a social worker. A woman I support spent three weeks on remand before being released without charge. She wishes to pursue a claim for unlawful detention. Does your firm handle human rights claims?",
    intent: "area:criminal",
  },
  { message: "how to stop dog bark all night, neighbr dog no de let us sleep", intent: "off-topic" },
  { message: "who de work dia? lawyer dem name", intent: "team" },
  {
    message:
      "A widow in our congregation has inherited her husband's shares in a trading company and the other directors refuse to recognise her. We need a business lawyer. Are you able to help?",
    intent: "area:business",
  },
  { message: "Thank you, that's very helpful for my client.", intent: "thanks" },
  {
    message:
      "My nan lives alone in Makeni and a man from the next compound has been coming over every night shouting that he'll burn her house down. She rang me this morning terrified. I'm in London, what can I do for her right now?",
    intent: "safety",
  },
  {
    message:
      "I am a social worker. A 13-year-old girl I visit has told me her stepfather has been sexually abusing her for months. She is at home with him now. I need guidance on immediate protection.",
    intent: "safety",
  },
  {
    message: "if my driver knock person for road an di person die, dem go hold me as di owner too? or na only di driver go get case?",
    intent: "legal-question",
  },
  {
    message:
      "Question for a coworker: she was on maternity leave and came back to find her job given to someone else. Can the company legally do that? What are her rights?",
    intent: "legal-question",
  },
  {
    message:
      "On behalf of our managing director: we have a dispute with a supplier worth about $40,000 and our contract says it must go to arbitration. Can your firm represent us in the arbitration?",
    intent: "area:arbitration",
  },
  { message: "gi me una number abeg, I wan call", intent: "phone" },
  {
    message:
      "AS YOUTH LEADER FOR KROO BAY I DE WRITE: police dem don arrest 6 of our boys dis morning afta di fight na di wharf. dem de na Eastern Police now. nobody tell dem why. we need lawyer quick quick",
    intent: "urgent",
  },
  { message: "Could you recommend a good recipe for jollof rice for forty people? The widows are cooking for our harvest.", intent: "off-topic" },
  {
    message:
      "Two of my grandma's sons are arguing over the family trading business and it's getting ugly. She wants a mediator to help them agree without court. Do you do that kind of mediation?",
    intent: "area:arbitration",
  },
  {
    message:
      "I support an elderly client with dementia whose carer has been held at Bo police since Sunday. The client is now alone at home. I need a lawyer to assist the carer today if at all possible.",
    intent: "urgent",
  },
  { message: "Please let me have your e-mail address so that I may write formally on behalf of the widow.", intent: "email" },
  {
    message:
      "Quick question for my grandma: her late husband left no will. She was his only wife but his kids from before they met say the house is theirs. Does she have any right to stay in the house?",
    intent: "legal-question",
  },
  { message: "abeg I wan fix appointment for three of we youth dem make dem come talk to lawyer. which day una free?", intent: "booking" },
  { message: "government people come mark X for we houses for Kroo Bay say dem go demolish. we community need land lawyer. una help?", intent: "area:land" },
  {
    message:
      "Our church signed an agreement with a supplier for roofing sheets; they took the money in advance and delivered only half. On behalf of the church board, can your firm help us?",
    intent: "area:contract",
  },
  { message: 'pls help my brother with his law school entrance essay, "Should the death penalty be abolished", 2 pages', intent: "off-topic" },
  {
    message: "Could you give me directions to your office from the east end? My client is coming from Bo by bus and will get down at Shell.",
    intent: "address",
  },
  { message: "book me appointment abeg, na for my driver case but I go come wit am. any day", intent: "booking" },
  { message: "my neighbr wan start mining company wit chinese partner, e need lawyer to set am up. una do dat?", intent: "area:business" },
  { message: "my neighbr landlord wan sell di house wit am inside, e don pay rent 2 years advance. e need land lawyer", intent: "area:land" },
  { message: "una fit print banner for we? 'Justice for Kroo Bay Youth' big size", intent: "off-topic" },
  {
    message:
      "hi, my brother is a director in a company with 3 others, they held a board meeting without him and removed him. does your firm deal with company issues like that?",
    intent: "area:business",
  },
  {
    message: "mi driva den arest am na Bo hiway sins last nite bicos of accident. e de in cell na Mile 91 stil. I na im boss, I go pay lawyer. send somebody",
    intent: "urgent",
  },
  { message: "Thanks, I'll let my colleague know.", intent: "thanks" },
  { message: "can my mum and my brother come in 2moro morning for consultation? we dey near", intent: "booking" },
  {
    message: "my bro signed a loan form at 17 (phone company), now dey say he owes 5,000 with interest. since he was underage does he still have to pay?",
    intent: "legal-question",
  },
  {
    message:
      "pls help my small brother Abu dem carry am go station since last nite, he is 17, dem say e tif phone but e no do am. dem no gree make we see am. wat do we do now??",
    intent: "urgent",
  },
  {
    message: "question from di youth dem: police say we no fit do peaceful march without permit. na true? wetin di law talk about dat?",
    intent: "legal-question",
  },
  { message: "Do you know any orphanage in Bo that currently has space for two siblings?", intent: "off-topic" },
  { message: "we need song for di youth rally, something bout human rights an freedom. una fit write am?", intent: "off-topic" },
  { message: "write a speech for my brother, he is running for school prefect, topic 'justice and fairness for all students'", intent: "off-topic" },
  {
    message:
      "youth dem wey de work for one fishing boat, di boat don detain for port since last week an di owner run go. di boys dem still de on board. una de handle ship matter?",
    intent: "area:shipping",
  },
  {
    message:
      "A widow in our fellowship was put out of her late husband's house tonight with her four children by his family. They are sitting by the roadside in the rain at Waterloo. Please advise where they can go now.",
    intent: "safety",
  },
  { message: "una na which kind lawyer? una de do all kind case?", intent: "services" },
  { message: "Could you draft a short awareness talk for schoolchildren on 'Know your rights as a child'? I'm presenting on Friday.", intent: "off-topic" },
  { message: "una whatsapp number abeg", intent: "phone" },
  {
    message:
      "Hiya, my nan's driver (he's basically family) got arrested at the airport this morning, Lungi police are holding him and saying he needs a lawyer. Nan is 80 and can't deal with this. Is there anyone who can go over?",
    intent: "urgent",
  },
  { message: "Could you confirm your working days? I'm planning a visit with a client next week.", intent: "hours" },
  {
    message: "my brother was released on bail yesterday after 2 nights in cell. his court date is next month. we need a criminal lawyer for the trial",
    intent: "area:criminal",
  },
  { message: "can keke drop my bro in front of ur office or we go stop far?", intent: "knowledge:Parking" },
  {
    message:
      "Good afternoon. I am writing for my colleague, Mr. Osman Kargbo, our accountant. Police officers came into our office about an hour ago and took him to Central Police Station. He has been there since, and they will not tell us the charge. Please can a lawyer go to him today?",
    intent: "urgent",
  },
  { message: "My director asked for a list of your attorneys and their specialisms for our files.", intent: "team" },
  {
    message:
      "Writing for my grandma who doesn't use the internet. Her son, my uncle, was detained by soldiers at a roadblock near Kabala yesterday and is still with them. We haven't heard from him since. Please help, who can we call?",
    intent: "urgent",
  },
  { message: "we de plan youth football tournament. abeg write we some rules for di tournament, fair play an all dat", intent: "off-topic" },
  { message: "how I go reach una? my driver no get smartphone", intent: "contact" },
  { message: "HELP. police jus raid di ataya base. dem hold 10 boys, dem de beat dem inside di van. dem de go Eastern police now", intent: "urgent" },
  { message: "What's the best way to reach you from the UK? I'm helping my nan.", intent: "contact" },
  {
    message: "my brother bought a plot at Lumley last year and now we discovered the seller sold it to 2 other people. he needs a land lawyer pls",
    intent: "area:land",
  },
  { message: "Can someone speak Temne with my grandad? His English isn't great.", intent: "knowledge:Languages spoken" },
  {
    message:
      "my driver e license expire last month, police ketch am, dem say dem go seize di motor. dem get right fo seize my motor wen na di driver license? na me get di motor",
    intent: "legal-question",
  },
  {
    message:
      "The son of one of our widows was convicted last month of theft, we believe wrongly. His mother wishes to appeal. Can your criminal lawyers handle an appeal?",
    intent: "area:criminal",
  },
  { message: "I wan proper contract for all my drivers dem, so everybody sabi wetin e fo do an wetin e go get. una fit draft am?", intent: "area:contract" },
  {
    message:
      "one old ship don abandon near di wharf for years, e de block di fishermen dem canoe. di community wan di owner move am. una fit help we deal wit am?",
    intent: "area:shipping",
  },
  { message: "I buy land for Hastings fo build quarters for my drivers, now another man come say na im own. una de do land case?", intent: "area:land" },
  { message: "My boss asked: is your office open on public holidays like Independence Day, 27 April?", intent: "hours" },
  {
    message: "Greetings. Our church widows' group asked me to request a short poem on justice and mercy for Sunday's programme. Could you compose one?",
    intent: "off-topic",
  },
  {
    message:
      "On behalf of my manager: our cashier was taken by police from the bank branch at 10am today, accused of theft. She's still being held at Central. We want a lawyer there before they take her statement.",
    intent: "urgent",
  },
  { message: "my neighbor want adopt e late broda pikin, na small gyal of 5 years. how una go help am do am legal", intent: "area:family" },
  { message: "my driver case don go court, na for dangerous driving. e get bail now. we need lawyer fo defend am", intent: "area:criminal" },
  { message: "Can a car drop an elderly lady right at your door, or is there parking close by?", intent: "knowledge:Parking" },
  { message: "my secretary wan send una mail, wetin be di email?", intent: "email" },
  {
    message:
      "Dear Sirs, I write as an elder of Wesley Methodist Church, Waterloo, on behalf of Mrs. Hannah Macauley, a widow in our congregation. Her only son was taken from her house by police at dawn today and is still held at Waterloo Police Station. She has no one else to act for her. Kindly advise urgently.",
    intent: "urgent",
  },
  {
    message:
      "wi youth leader dem de write una. police don cordon di area an dem de pick up boys one by one now now. dem don tek 3 already. abeg wetin we go do, who we go call",
    intent: "urgent",
  },
  {
    message:
      "A client of mine, a domestic worker, was never given a written contract and has been unpaid for two months. She'd like help recovering her wages. Do you handle employment matters?",
    intent: "area:contract",
  },
  { message: "one company hire my 5 buses for 2 weeks, we get contract, dem no pay di balance. abeg una fit recover am", intent: "area:contract" },
  {
    message:
      'I\'m asking for a colleague who was dismissed yesterday with no notice after 6 years. Her manager said it was "restructuring". Is she entitled to severance pay, and how many months?',
    intent: "legal-question",
  },
  { message: "how many lawyer una get?", intent: "team" },
  { message: "Cheers, bye for now x", intent: "goodbye" },
  { message: "how di bodi una", intent: "greeting" },
  { message: "my driver e wife don carry di pikin dem go village, e wan di pikin dem come back. una de handle dis kind family wahala?", intent: "area:family" },
  {
    message:
      "one of my drivers e woman de sleep outside wit di baby since di man troway am last nite. e say e go kill am if e come back. she de na Kissy road now",
    intent: "safety",
  },
  {
    message:
      "Urgent safeguarding concern: an elderly woman in my care has been accused of witchcraft by neighbours, who have gathered outside her house since this afternoon threatening her. She has locked herself in. Who should I contact immediately?",
    intent: "safety",
  },
  { message: "hii", intent: "greeting" },
  {
    message:
      "Hi, I'm messaging for a co-worker. Her ex-boyfriend has been following her from the office to her house every evening this week and last night he waited outside her gate with a cutlass. She is hiding at my place now. Please tell us who to contact.",
    intent: "safety",
  },
  { message: "neighbr pikin run come my house now, say e papa de chook e mama wit knife. plz wat number we call", intent: "safety" },
  { message: "neighbr an e contractor get palava, dem sign paper say if wahala dem go use arbitrator. una fit do am?", intent: "area:arbitration" },
  {
    message: "My boss needs conveyancing done for a property he's buying at Hill Station. Can your firm handle the transfer and registration of the deed?",
    intent: "area:land",
  },
  {
    message: "What documents should the widow bring to the first meeting? She has her marriage certificate and the death certificate.",
    intent: "knowledge:What to bring",
  },
  { message: "my driver e papa land for Port Loko, e broda dem de sell am without telling am. e need help fo stop dem", intent: "area:land" },
  { message: "my bro need laptop for school, which one cheap an good under 5000 leones?", intent: "off-topic" },
  {
    message: "d man nxt door dog bite my neighbr pikin last wk, hospital bill plenty. can they make d dog owner pay? how much dem fit get",
    intent: "legal-question",
  },
  {
    message:
      "my bro is being threatened by some boys from his school, dem say dem go stab am 2moro if e come. e no wan go school again. e scared. pls wat do we do",
    intent: "safety",
  },
  {
    message: "police give my driver bail 3 days ago but dem keep di vehicle as exhibit. we wan lawyer fo handle di case an get di vehicle back",
    intent: "area:criminal",
  },
  {
    message: "boys dem ask me: if police arrest you, how many hours dem fit hold you before dem must carry you go court? na 72 hours or wetin?",
    intent: "legal-question",
  },
  {
    message: "two youth group dem de fight over di market stall business, we want neutral person to settle am, not court. una fit mediate?",
    intent: "area:arbitration",
  },
  {
    message:
      "On behalf of a widow of our congregation: her grandson was granted bail last week on a drugs charge. The family want a lawyer to defend him at trial. Kindly advise.",
    intent: "area:criminal",
  },
  {
    message: "di police beat one of we youth dem bad wen dem arrest am last month, now e don free. e wan take action for e right. una de do human right case?",
    intent: "area:criminal",
  },
  { message: "Thank you very much. I will pass this on to the widow.", intent: "thanks" },
  {
    message:
      "bro arrested 4 curfew yday nite, still at station. dem say dem go take am court monday but today na friday!! dat mean e go sleep cell all weekend? help pls",
    intent: "urgent",
  },
  {
    message:
      "My cousin was acquitted of robbery last month but the police still have his passport and won't give it back. Grandma wants someone to deal with it. Can you help?",
    intent: "area:criminal",
  },
  {
    message:
      "Hi, urgent-ish. My gran's neighbours in Makeni shout a lot at night, and tonight she says she heard a woman begging \"don't kill me\". Gran is too frightened to go over. Who should she call??",
    intent: "safety",
  },
  {
    message:
      "My grandma rented her van out to a man under a written agreement. He's stopped paying since January and won't return the van. Can you help her enforce the agreement?",
    intent: "area:contract",
  },
  { message: "Good evening, Kamara Chambers.", intent: "greeting" },
  {
    message:
      "Query on behalf of a client: a mother of three has received no maintenance from the children's father for eight months. She wants to know how much the court is likely to order him to pay monthly, given he earns roughly NLe 3,000 a month as a teacher.",
    intent: "legal-question",
  },
  { message: "For a case conference I need the current population of Bo District. Do you have the figure?", intent: "off-topic" },
  { message: "di boys dem go need ID card an wetin else wen dem de come?", intent: "knowledge:What to bring" },
  {
    message:
      "Writing for my manager: her son was released from custody this morning and now has to report to the station every week. She'd like a criminal lawyer to look after the case from here.",
    intent: "area:criminal",
  },
  { message: "wats ur phone number? my brother wants to call", intent: "phone" },
  { message: "how we go connect wit una lawyer dem?", intent: "contact" },
  {
    message:
      "On behalf of a widow in our church: her late husband's relatives have been building on her plot at Waterloo since last month, claiming it is family land. She has the conveyance. Can Mr. Conteh or another of your lawyers help her?",
    intent: "area:land",
  },
  { message: "I'm flying into Freetown on the 14th with my nan and we'd like to sit down with a lawyer on the 16th. Can I book that now?", intent: "booking" },
  {
    message: "Grandad's building his house and the builder has abandoned the job after taking 70% upfront. They have a signed contract. Can you take this on?",
    intent: "area:contract",
  },
  {
    message:
      "my brother is 17, his school expelled him last week without any hearing bcos of a fight he didnt start. is dat legal? can dem do dat without calling parents?",
    intent: "legal-question",
  },
  {
    message: "my neighbr askd me to ask, landlord wan troway am wit 1 week notice aftr 5 yrs. e legal? how much notice e get right to",
    intent: "legal-question",
  },
  {
    message:
      "A teenage mother I work with fled her partner's house an hour ago with her newborn after he beat her. She's at a roadside stall with nowhere to sleep tonight. What emergency options are there?",
    intent: "safety",
  },
  { message: "Brilliant, thanks so much. Nan will be relieved.", intent: "thanks" },
  { message: "email pls, i want to send my brother's papers", intent: "email" },
  {
    message: "my brother works on a fishing boat, the boat was arrested at the quay last week and the crew not paid. dey need shipping lawyer",
    intent: "area:shipping",
  },
  { message: "we youth group sign contract wit one company fo clean di beach, dem no pay we 3 month now. we need contract lawyer", intent: "area:contract" },
  { message: "What should grandad bring to the consultation? He has a bag full of old papers.", intent: "knowledge:What to bring" },
  {
    message:
      "Good morning. I am a social worker with the Ministry of Social Welfare, Bo District office. A 16-year-old boy on my caseload has been held in an adult cell at Bo Police Station since Tuesday night. No charge has been read to him and no guardian was present at his statement. I need a defence lawyer to attend as a matter of urgency.",
    intent: "urgent",
  },
  { message: "una office de open for Eid? di boys dem wan come dat day", intent: "hours" },
  {
    message:
      "Our church committee wishes to lease a plot to a widow for a small shop. We would like a proper lease agreement drawn up. Is this within your land practice?",
    intent: "area:land",
  },
  { message: "Good morning. Are you open on Good Friday and Easter Monday? Several of our widows can only come during the church holiday.", intent: "hours" },
  { message: "Good afternoon.", intent: "greeting" },
  { message: "Hi, is your office open today? Grandad is in town only until this afternoon.", intent: "hours" },
  { message: "ok tenki", intent: "thanks" },
  {
    message:
      "we get one young girl for di community, her uncle de abuse am, she run come meet me tonight. she no wan go back house. e de find am now. abeg how we protect am",
    intent: "safety",
  },
  {
    message:
      "Our church is in a long-running disagreement with a contractor over the new hall. The elders would prefer to resolve it through arbitration rather than court. Could Mrs. Adama Koroma or another lawyer assist?",
    intent: "area:arbitration",
  },
  { message: "wetin my driver go bring wen e de come? e license?", intent: "knowledge:What to bring" },
  { message: "wen una de open, mon to fri only?", intent: "hours" },
  {
    message: "bank don freeze my company account since last week, dem say documents no complete. I need lawyer for di business side. una dey?",
    intent: "area:business",
  },
  {
    message:
      "Would it be possible for Mr. Mohamed Conteh to meet with our church committee and a widow of the parish on Friday? The matter concerns the land her late husband left.",
    intent: "booking",
  },
  {
    message:
      "My colleague has been offered a job at a mining company and wants a lawyer to review the employment contract before she signs on Friday. Can you do that?",
    intent: "area:contract",
  },
  {
    message:
      "My boss asked me to message you. Our site supervisor has been detained by soldiers at the checkpoint near Lumley since 7 this morning and they haven't let him go. Now we don't even know where they've taken him. Who can we call?",
    intent: "urgent",
  },
  {
    message: "Please schedule an initial consultation for a foster carer I support. She would prefer a female lawyer and is available on Wednesday.",
    intent: "booking",
  },
  { message: "i wan arrange fo my neighbr wife fo meet una lawyer, she free any day dis week. how we book", intent: "booking" },
  {
    message:
      "My manager's shipment of medical supplies arrived at the port last week damaged. The shipping line is refusing responsibility. Can your firm handle a cargo claim?",
    intent: "area:shipping",
  },
  {
    message:
      "My grandad's housegirl just WhatsApp'd me saying his son (my uncle) is drunk and hitting grandad, and she's scared he'll hurt him badly. I'm abroad. Who can I call in Freetown right now?",
    intent: "safety",
  },
  {
    message: "I de write for my brother wey get fishing trawler. dem don arrest di trawler since monday for port, dem say debt. una get shipping lawyer?",
    intent: "area:shipping",
  },
  {
    message:
      "my younger brother got beaten up by his landlord this evening, he has blood on his head, the man still outside his door with other people saying they will finish him. wetin we go do pls",
    intent: "safety",
  },
  {
    message:
      "Sorry to bother you. My grandfather's tenant rang to say grandad himself was taken to the police station in Makeni this morning after an argument with a neighbour. He's 78!! He's still there. Can you send someone?",
    intent: "urgent",
  },
  {
    message:
      "Writing for a co-worker: her husband was picked up by military police at the barracks gate this morning and they are holding him there. She is too upset to type. Please give us a number to call.",
    intent: "urgent",
  },
  {
    message: "Kindly reserve an appointment with Mrs. Hawa Turay for Mrs. Christiana Pratt, widow, on Monday at 10 o'clock, if convenient.",
    intent: "booking",
  },
  {
    message:
      "My boss received a notice of arbitration this morning from a former partner company. He'd like your firm to handle the response. Is this something you take on?",
    intent: "area:arbitration",
  },
  {
    message: "my container don stuck for Queen Elizabeth quay 3 weeks now, customs no release am. na spare parts for my buses. una fit help?",
    intent: "area:shipping",
  },
  { message: "hi can i book appointment for my brother? he needs to see a lawyer next week, any day after 2pm", intent: "booking" },
  { message: "Where exactly is your office? I will be bringing an elderly widow by taxi from Waterloo.", intent: "address" },
  {
    message:
      "A client's son is a seafarer stranded on a vessel in Freetown harbour for six weeks without wages. The family asked me to find a maritime lawyer. Can you assist?",
    intent: "area:shipping",
  },
  {
    message:
      "Dear Sirs, I write as an elder for Mrs. Adama Sesay, a widow of our church. Her late husband left a will which his family are refusing to show her. She needs help to have it read and carried out. Do you handle this?",
    intent: "area:family",
  },
  { message: "How can I get in touch with your firm on behalf of a widow who does not read?", intent: "contact" },
  {
    message:
      "Good evening. On behalf of a widow of our parish, Mrs. Fatu Sesay: police officers are at her house at this moment asking for her grandson, and they say they will take him to Congo Cross. She has asked me to find a lawyer for him immediately.",
    intent: "urgent",
  },
  { message: "My grandma wants to know what time the ferry leaves Tagrin for Kissy on Sundays?", intent: "off-topic" },
  { message: "Who's the head of the firm? And who else works there?", intent: "team" },
  { message: "Please share your contact details so I can pass them to my client.", intent: "contact" },
  { message: "my neighbr an di man behind dem de fight over boundary since last year, di man move di pillar dem. neighbr want lawyer", intent: "area:land" },
  { message: "Could you tell me a bit about your team? Grandma prefers someone older and experienced.", intent: "team" },
  { message: "My manager asked me to come up with a motivational quote about 'law and order' for our staff newsletter. Any ideas?", intent: "off-topic" },
  {
    message: "neighbr get contract wit NGO fo supply chairs, dem cancel halfway, e don buy material. e wan claim. una do contract case?",
    intent: "area:contract",
  },
  {
    message:
      "I am the church elder who looks after our widows' fellowship. One of our widows, Mrs. Koroma, has just told me that her son-in-law has been in police custody at Ross Road since Friday without being charged. She is asking for legal representation urgently.",
    intent: "urgent",
  },
  { message: "una office de which side? my driver go carry me come", intent: "address" },
  { message: "una de handle which type of cases dem? list am for me abeg", intent: "services" },
  {
    message:
      "abeg una help me. na me get di poda poda, my driver Sorie dem hold am na Kissy police since yestaday morning. dem say e knock one okada. e still de insai cell. wetin I go do",
    intent: "urgent",
  },
  { message: "Do you have an email? Easier for me from London.", intent: "email" },
  { message: "screamin nxt door agen, children cryin, man shoutin he go kill dem all. i dey outside now. abeg who i call", intent: "safety" },
  {
    message:
      "My boss would like a supply agreement drafted with a new vendor for office stationery, with penalty clauses for late delivery. Is this something your contract team does?",
    intent: "area:contract",
  },
  { message: "I'll sign off now. Goodbye.", intent: "goodbye" },
  {
    message:
      "na me de write for one of we boys, e sign employment contract wit security company, dem de deduct plenty money from e salary. e need lawyer fo look am",
    intent: "area:contract",
  },
  {
    message:
      "On behalf of a colleague who is a foreign national: her work permit expired last week while the renewal is pending. Is she legally allowed to keep working in the meantime?",
    intent: "legal-question",
  },
  { message: "I'm writing for someone but I don't know how to start", intent: "unknown" },
  {
    message:
      "My grandma has some savings and a relative abroad wants her to invest in a hotel project in Freetown. Before she signs anything, can your firm check the investment for her?",
    intent: "area:business",
  },
  {
    message: "my bro imported 2 containers of clothes for his business, one came with half the goods missing. who do we talk to, can u help with that claim?",
    intent: "area:shipping",
  },
  {
    message: "Hello, on behalf of my boss, Mr. Turay, I'd like to schedule a meeting with a lawyer at your office next Tuesday at 11am. Please confirm.",
    intent: "booking",
  },
  { message: "What are your opening hours in UK time? I'm trying to ring you for my nan.", intent: "hours" },
  {
    message:
      "Urgent. A 14-year-old girl in foster placement has been in custody at Bo Central since yesterday noon in connection with a shop theft. The foster mother asked me to contact a lawyer. The girl has not been released to a guardian.",
    intent: "urgent",
  },
  { message: "hello. una dey?", intent: "greeting" },
  { message: "one of our boys dem beat am for police station last month, e get wound still. e fit sue police? e go win?", intent: "legal-question" },
  {
    message:
      "Our company driver's wife passed away last month and her parents have taken their two children. He wants them back. He asked me to reach out. Can your family lawyers help?",
    intent: "area:family",
  },
  { message: "Where can I park a Ministry vehicle when visiting your office?", intent: "knowledge:Parking" },
  {
    message:
      "I am asking on behalf of Mrs. Jusu, a widow. Her husband died two weeks ago and his family are insisting she marries his brother after the mourning rites. Can she legally refuse?",
    intent: "legal-question",
  },
  {
    message: "fire don start for di other side of di settlement, some people say na deliberate, dem de chase di family dem out wit cutlass. abeg help",
    intent: "safety",
  },
  { message: "wetin una de do exactly? we youth group wan know if una fit help we people dem", intent: "services" },
  {
    message:
      "My boss is bringing in a foreign investor for a 30% stake in his company. He asked me to find a firm that can prepare the shareholder agreement. Is that something you do?",
    intent: "area:business",
  },
  {
    message:
      "A cooperative I work with in Bo is in a disagreement with their buyer over cocoa prices. Both sides would prefer mediation to going to court. Do you offer that service?",
    intent: "area:arbitration",
  },
  {
    message:
      "Good day. A member of our congregation, recently widowed, has found that her late husband's goods are being held in a warehouse at the Quay for demurrage. She needs help getting them released.",
    intent: "area:shipping",
  },
  {
    message:
      "A client of mine, an elderly man, lost his title deed in a house fire last year. He needs a replacement and the land confirmed in his name. Do you handle that?",
    intent: "area:land",
  },
  {
    message:
      "On behalf of a youth I mentor: he was promised an apprenticeship under a written agreement but the employer dismissed him after two weeks without pay. Could Ms. Christiana Thomas or another lawyer help?",
    intent: "area:contract",
  },
  { message: "wat time u close today? my brother can only come after school", intent: "hours" },
  {
    message:
      "I am an elder at St. John's, Waterloo. An elderly widow, Mrs. Beatrice Wilson, has been receiving death threats by phone for three days now from someone demanding her late husband's papers. Tonight a man came to her door. She is frightened. What should we do first?",
    intent: "safety",
  },
  { message: "una do all tin or only court case?", intent: "services" },
  { message: "numba fo call una?", intent: "phone" },
  { message: "wen WASSCE results de come out this year? my brother de worry", intent: "off-topic" },
  {
    message:
      "Hi, my grandad's business imports rice and his cargo got soaked with seawater on the voyage. The insurers are dragging their feet. Do you take cargo damage cases?",
    intent: "area:shipping",
  },
  { message: "Please could you suggest a Bible reading for a widow's memorial service next Saturday?", intent: "off-topic" },
  { message: "Kindly confirm whether the office closes at 5 o'clock every weekday, including Fridays.", intent: "hours" },
  { message: "una office near PZ? how we go find am", intent: "address" },
  {
    message:
      "The church ordered hymn books and chairs from Ghana; the shipment has been held by customs at the Quay since February with demands for fees we do not understand. Could your firm assist us?",
    intent: "area:shipping",
  },
  { message: "neighbr woman say e man no de give money fo di pikin dem 6 month now. she wan make court force am pay. una fit help she", intent: "area:family" },
  { message: "Could you write a condolence letter that a widow can send to her late husband's colleagues? Something dignified.", intent: "off-topic" },
  {
    message: "I'm the office administrator at a small NGO. My director would like a consultation booked for herself next week, ideally Thursday morning.",
    intent: "booking",
  },
  {
    message: "Youth leader Kroo Bay. mob don gada round one boy dem say e tif, dem de beat am now now wit stick. police no dey. abeg wetin we go do",
    intent: "safety",
  },
  { message: "hi wat kind of law do u do? asking for my brother", intent: "services" },
  { message: "my neighbr lend e friend money wit paper wey dem sign, now e no wan pay. e need lawyer", intent: "area:contract" },
  { message: "Is Mrs. Hawa Turay the lawyer who deals with wills and probate? A widow was referred to her by name.", intent: "attorney:Hawa Turay" },
  {
    message: "I dont know if this is right place. woman next door been screamin for 20 mins, now quiet. door lock. i scared sumtin bad happen. who to call",
    intent: "safety",
  },
  {
    message: "neighbour's son dey cell na Wellington station since 2 days now, e mama sick. nobody tell dem nothing. abeg una fit go see am",
    intent: "urgent",
  },
  {
    message:
      "Good day. I write on behalf of the Waterloo Evangelical Church. Our caretaker was arrested yesterday evening and remains at Waterloo station. His elderly mother, a widow, is beside herself. We request urgent legal assistance.",
    intent: "urgent",
  },
  {
    message:
      "A young man I supervise on probation has a new charge listed for trial at Bo magistrates in three weeks. He needs defence representation. Can you take his case?",
    intent: "area:criminal",
  },
  {
    message: "my neighbr son dem release am from station yesterday but dem take e phone an money. e wan complain bout how police treat am. una help?",
    intent: "area:criminal",
  },
  {
    message: "my brother got a summons to appear in court next week for a fight at school last term. he's not in custody. can u defend him?",
    intent: "area:criminal",
  },
  {
    message:
      "Dear Sir/Madam, I write on behalf of a widow in our congregation. Since her husband's burial last month, his brothers have been coming to her house at night threatening to kill her if she does not leave. Last night they broke her window. She is afraid for her life. What can be done?",
    intent: "safety",
  },
  { message: "Hello, what areas of law does your firm cover? I'm trying to work out if you're the right people for my grandparents.", intent: "services" },
  {
    message:
      "On behalf of the widows' fellowship, may I ask whether your firm assists with letters of administration where a husband died without a will? We have two widows in that position since last year.",
    intent: "area:family",
  },
  {
    message:
      "di traders union an di company wey supply dem goods get big dispute over money, all side agree fo settle am out of court. una fit arrange arbitration?",
    intent: "area:arbitration",
  },
  { message: "hw do i contact u guys outside dis chat?", intent: "contact" },
  {
    message: "me an di company wey my buses de work for get palava over payment. we no wan go court, we wan settle am quiet. una de do mediation?",
    intent: "area:arbitration",
  },
  {
    message:
      "A businessman in our congregation, acting for his late brother's widow, wishes to settle a commercial dispute with a trading partner through mediation. May I refer him to your firm?",
    intent: "area:arbitration",
  },
  { message: "Pa Musa here. I wan see lawyer Christiana Thomas bout my drivers dem contract. she de free Monday?", intent: "booking" },
  { message: "how much 4 consultation, my bro is a student no money", intent: "knowledge:Fees" },
  {
    message:
      "Please treat as urgent: a colleague of mine from the finance unit called me from a police phone saying he has been held at CID headquarters since last night. He asked me to find him a lawyer. What should I do?",
    intent: "urgent",
  },
  { message: "My nan wants to buy a small plot in Makeni for her retirement house. Can your firm do a title search before she pays?", intent: "area:land" },
  {
    message: "Hello. my younger brother is in police cell right now at Lumley, they arrested him at school 2 hours ago. he is only 15. pls can a lawyer go??",
    intent: "urgent",
  },
  {
    message:
      "My gran lent her nephew money 2 years ago with a written note. He's refusing to pay. Is it too late for her to take him to court, is there a time limit?",
    intent: "legal-question",
  },
  { message: "na wetin una sabi do? my driver dem get different different problem", intent: "services" },
  {
    message:
      "Community youth leader. one young mama for we area, di pikin papa de deny say na not e pikin. she wan make e accept an support. una de do dis kin case?",
    intent: "area:family",
  },
  { message: "una de speak fula? neighbr na fula man", intent: "knowledge:Languages spoken" },
  {
    message:
      "boss for driver dis. some area boys de wait my driver na di junction since morning, dem say if e pass dem go kill am ova one debt. e de hide na di garage now",
    intent: "safety",
  },
  {
    message:
      "Could you tell me what kinds of cases your firm takes on? Our widows' fellowship often has members with legal problems and I'd like to know where to refer them.",
    intent: "services",
  },
  { message: "Kindly provide a telephone number on which the widow I represent may call your office.", intent: "phone" },
  { message: "my nbr is clearing agent, port authority seized d goods e client sent, e need lawyer dat sabi customs matter", intent: "area:shipping" },
  { message: "my brother's divorce, his wife already filed in court last week, he needs a lawyer to respond. do u do divorce?", intent: "area:family" },
  { message: "una lawyer dem sabi tok Krio? my driver no sabi English", intent: "knowledge:Languages spoken" },
  { message: "Hi, my boss wants a birthday message for our driver, he's turning 50. Something short and warm?", intent: "off-topic" },
  { message: "una de take small small payment? di boy family no get lump sum", intent: "knowledge:Fees" },
  {
    message:
      "Pa Musa de write. police seize my truck an dem hold di driver wit am since morning na Queen Elizabeth quay. dem say contraband. di driver no sabi notin. help am abeg",
    intent: "urgent",
  },
  { message: "thx a lot, will tell my bro", intent: "thanks" },
  { message: "una get young lawyer dem too or na only old people? tell we about di team", intent: "team" },
  { message: "una lawyer dem, wetin dem name? we wan know who na who", intent: "team" },
  { message: "What's the office phone number? My boss prefers to call rather than chat.", intent: "phone" },
  { message: "I de write for me sister pikin. e husband don troway am, e wan divorce now. una go help am?", intent: "area:family" },
  {
    message:
      "A colleague of mine wants to file for divorce; her husband moved out last year and has another family now. She asked me to find a good family lawyer. Can you take her case?",
    intent: "area:family",
  },
  {
    message:
      "My granddad wants to know: can he sell part of the family land in Makeni without asking his brothers? It was his father's land and he's the eldest. Is he allowed?",
    intent: "legal-question",
  },
  { message: "What's the address? I want to give it to grandad's driver.", intent: "address" },
  {
    message:
      "The son of one of our widows is at Congo Cross police station as I type; they arrested him about an hour ago. She has asked the church to find him a lawyer. Please tell me the fastest way to reach one of your attorneys.",
    intent: "urgent",
  },
  {
    message: "my brother and his business partner are fighting, they don't want court, just someone to help them sit down and agree. do u do mediation?",
    intent: "area:arbitration",
  },
  {
    message: "The widow I am helping has very little income. How much do you charge for a first consultation, and can she pay in instalments?",
    intent: "knowledge:Fees",
  },
  { message: "wetin time una de open for morning? me an di driver wan reach early before work", intent: "hours" },
  {
    message: "my driver in wife call me say di man de beat am an di pikin dem since morning. e lock dem insai room. e no gree open door. help",
    intent: "safety",
  },
  {
    message: "abeg, my neba in dey lock up 3 days now, polis cam fo am at nite. e wife no sabi read so na me de write. dem no carry am go court yet",
    intent: "urgent",
  },
  { message: "una open now? i de outside wit my neighbr", intent: "hours" },
  { message: "ehn", intent: "unknown" },
  {
    message: "my brother is renting a shop and the landlord doubled the rent this month, says leave if u cant pay. can u help him with the tenancy?",
    intent: "area:land",
  },
  {
    message:
      "my brother supplied phones to a shop in March, they signed an agreement but the shop hasn't paid 15,000. he wants to recover the money. can u help?",
    intent: "area:contract",
  },
  { message: "Good day. My colleague needs to meet a lawyer but works until 4:30. Could she come in at 4:45 on any weekday?", intent: "booking" },
  {
    message:
      "Grandad remarried after nan died and now my aunties are worried about his estate. He wants to update his will to include everyone fairly. Is that something you do?",
    intent: "area:family",
  },
  { message: "Do you have a lawyer who speaks Limba, or can you arrange an interpreter?", intent: "knowledge:Languages spoken" },
  {
    message: "neighbr get shop an e partner don take all di money from di company bank account, dem register di business together. e need business lawyer",
    intent: "area:business",
  },
  { message: "What email address can I send documents to on behalf of my colleague?", intent: "email" },
  { message: "dis guy de stalk my small brother online an offline, e send picture of our house say e go come tonight. bro na 16. we scared", intent: "safety" },
  { message: "Are you open through the lunch hour? I'll be bringing a client from Bo and we may arrive around 1 pm.", intent: "hours" },
  { message: "My boss asked me to find out if it will rain in Freetown tomorrow afternoon, we have an outdoor event.", intent: "off-topic" },
  { message: "My grandma wants to watch the Leone Stars game tonight. What time does it start and which channel?", intent: "off-topic" },
  {
    message:
      "Writing on behalf of a colleague: her landlord's sons came to her flat this evening, kicked the door in and threatened her with a machete because she reported them. She and her two children are locked in the bathroom. Please, who do we call?",
    intent: "safety",
  },
  {
    message: "dem release di boys dem wey police hold last week, but dem charge dem for riot. case go start next month. we need lawyer fo all 6",
    intent: "area:criminal",
  },
  {
    message: "sis here writing 4 my bro. police dey for we gate now dem want carry am. mama de cry. wetin we fit do b4 dem carry am?? abeg reply fast",
    intent: "urgent",
  },
  { message: "Good morning, and God bless.", intent: "greeting" },
  { message: "una sabi how much dem de pay for vehicle licence sticker dis year for commercial bus?", intent: "off-topic" },
  { message: "Is your firm made up of one lawyer or several? Please tell me who they are.", intent: "team" },
  { message: "r u open on sunday", intent: "hours" },
  { message: "What does Fatmata Kamara specialise in? Grandma knew her family years ago.", intent: "attorney:Fatmata Kamara" },
  { message: "neighbr import car from belgium, e don stay for port 2 month, customs say e undervalue. e need lawyer", intent: "area:shipping" },
  { message: "tenki o, my driver go call una", intent: "thanks" },
  { message: "neighbr get case for magistrate court, e don come out on bail. e lawyer drop am. e need new lawyer quick", intent: "area:criminal" },
  { message: "Who was the first Chief Justice of Sierra Leone? A widow in our Bible study asked and none of us knew.", intent: "off-topic" },
  { message: "di insurance company no wan pay for my bus wey burn, di policy say arbitration. una handle dat?", intent: "area:arbitration" },
  { message: "Is there parking near the office? Grandad's driver will be bringing him.", intent: "knowledge:Parking" },
  { message: "Hello there!", intent: "greeting" },
  {
    message:
      "My colleague is renting a flat and her landlord locked her out last weekend over a disagreement, with all her things inside. She asked me to find a tenancy lawyer. Can you help?",
    intent: "area:land",
  },
  { message: "my grandma asked me to message you", intent: "unknown" },
  { message: "Which languages do your lawyers speak? My colleague is more comfortable in French.", intent: "knowledge:Languages spoken" },
  {
    message:
      "On behalf of our procurement officer: we chartered a vessel to bring in cement and the owner cancelled after we paid a deposit. Do you deal with charter party disputes?",
    intent: "area:shipping",
  },
  {
    message: "my neighbr wife lef last month wit the 2 children, she carry dem go Bo. can she do that without e permission? who get right to di pikin dem?",
    intent: "legal-question",
  },
  { message: "na for my neighbour", intent: "unknown" },
  {
    message: "Can I set up an appointment for grandad next month? He comes to Freetown once a month for the hospital, usually the first Monday.",
    intent: "booking",
  },
  { message: "I'm writing for a client who has high blood pressure and ran out of her tablets. What dose of amlodipine should she take?", intent: "off-topic" },
  {
    message:
      "Asking for my grandma: she's been paying rent on a shop for 15 years with no written lease. New landlord says she has no rights cos there's no paper. Is that true?",
    intent: "legal-question",
  },
  { message: "my driver e tell me police collect 200 from am for checkpoint every day. dat na legal? e fit refuse?", intent: "legal-question" },
  { message: "???", intent: "unknown" },
  {
    message:
      "Na community youth leader dis from Susan's Bay. dem don take one of we girl dem go station since yestaday, she get 18 years. her mama no get money. una fit help?",
    intent: "urgent",
  },
  { message: "if my brother turns 18 next month can he still be tried as a juvenile for something that happened when he was 17?", intent: "legal-question" },
  {
    message:
      "my sister-in-law left my brother 3 months ago with their baby and won't let him see the child. he wants custody or at least visits. can una help him?",
    intent: "area:family",
  },
  { message: "Do any of your lawyers speak Mende? The widow speaks very little English.", intent: "knowledge:Languages spoken" },
  {
    message: "Could a lawyer see an elderly client of mine at your office? She uses a wheelchair, so I'd need to book a ground-floor room if you have one.",
    intent: "booking",
  },
  { message: "What does your firm specialise in? Nan says she heard about you on the radio.", intent: "services" },
  { message: "kushe o", intent: "greeting" },
  { message: "neighbr ask, how much be bag of rice now for market", intent: "off-topic" },
  { message: "they are taking him now!! police at the house next door dragging the husband out, the wife beg me message una. wat she do", intent: "urgent" },
  { message: "abeg who win di match yesterday, East End Lions or Kallon? di boys dem de argue", intent: "off-topic" },
  { message: "Does Kamara & Associates deal only with businesses, or do you also assist ordinary families?", intent: "services" },
  { message: "Hi, good day. I'm writing on behalf of my boss.", intent: "greeting" },
  { message: "My HR manager asked me to find out what services Kamara Chambers offers, for our staff support list.", intent: "services" },
  { message: "we youth group wan start cooperative fo make soap an sell. how we go register am? una fit help we", intent: "area:business" },
  { message: "Can I have a direct line to your office? I'm coordinating for a client.", intent: "phone" },
  { message: "abeg explain for we youth dem wetin be 'democracy', simple way, for we debate", intent: "off-topic" },
  { message: "I'd like to send a referral letter by email. Which address should I use?", intent: "email" },
  { message: "Is there a checklist of documents a client should bring to an initial meeting?", intent: "knowledge:What to bring" },
  {
    message:
      "A colleague received a police invitation letter to come in for questioning next Monday about a missing laptop. She hasn't been arrested. She'd like a lawyer to go with her. Do you handle this?",
    intent: "area:criminal",
  },
  { message: "plz i need to book a meeting for my brother with ur criminal lawyer, hes out on bail now", intent: "booking", also: ["area:criminal"] },
  {
    message: "neighbor wants to know, d man dat build fence pass into e yard by 2 feet, e fit break am down e self or e must go court?",
    intent: "legal-question",
  },
  { message: "una get email? we wan send letter from di youth group", intent: "email" },
  { message: "My co-worker is studying for the court clerk exam. Can you give her 10 practice questions on general knowledge?", intent: "off-topic" },
  {
    message:
      "A client of mine, a father, has not seen his children since his ex-partner moved to Kenema in January. He would like a formal access arrangement. Please advise whether you can represent him.",
    intent: "area:family",
  },
  {
    message:
      "Good morning. I would like to book a consultation for Mrs. Hannah Cole, a widow in our congregation, regarding her late husband's estate. She can come any weekday morning. I will accompany her.",
    intent: "booking",
    also: ["area:family"],
  },
  {
    message: "On behalf of my director: we want to register our NGO's social enterprise arm as a limited company. Can your firm handle the registration?",
    intent: "area:business",
  },
  {
    message:
      "Urgent request: a mother I support (she is hearing impaired, so I am messaging for her) reports that her husband was arrested at the Bo lorry park this afternoon and is being held at the CID office. She cannot communicate with the officers. Please advise who can attend.",
    intent: "urgent",
  },
  { message: "una de open Saturday? my driver only free weekend", intent: "hours" },
  { message: "What contact information can I give my colleague?", intent: "contact" },
  { message: "Bye, talk later", intent: "goodbye" },
  {
    message:
      "On behalf of an NGO partner: we hold an arbitral award from the ICC against a Sierra Leonean company. We need help enforcing it locally. Do you handle that?",
    intent: "area:arbitration",
  },
  { message: "I wan bring my driver come see lawyer tomorrow morning. wetin time we fit come?", intent: "booking" },
  {
    message: "I wan register my transport business as proper company, me an my two senior drivers go be partners. una de do company registration?",
    intent: "area:business",
  },
  { message: "wer is ur office located? my bro is coming from Lumley", intent: "address" },
  { message: "ok bye bye", intent: "goodbye" },
  { message: "wetin be di price of diesel today for Freetown? my drivers dem de complain", intent: "off-topic" },
  { message: "Is there a car park at your building? My boss will drive himself.", intent: "knowledge:Parking" },
  {
    message:
      "my brother signed a contract with a recording studio and now they want 50% of all his music income forever. he wants someone to check the contract and get him out",
    intent: "area:contract",
  },
  {
    message:
      "On behalf of an elderly widow: her late husband's employer has refused to pay her his gratuity, saying only the children can collect it. Can they lawfully withhold it from her?",
    intent: "legal-question",
  },
  {
    message:
      "Good evening, am writing for my brother. he was arrested this afternoon at Aberdeen and they are refusing to grant him bail. he is still in the cell. Can someone help him tonight?",
    intent: "urgent",
  },
  { message: "how much una de charge? na me go pay for my driver", intent: "knowledge:Fees" },
  { message: "Lawyer Ibrahim Jalloh, e good for police case? my driver dem tell me bout am", intent: "attorney:Ibrahim Jalloh" },
  { message: "How do I send money from the UK to Sierra Leone cheapest? Nan needs it for her rent", intent: "off-topic" },
  { message: "Can you translate this sentence into Mende for my client: 'Your next appointment is on Thursday'?", intent: "off-topic" },
  {
    message: "my brother and his friends started a small phone repair biz, they want to make it official and have a shareholders agreement. can u help them?",
    intent: "area:business",
  },
  { message: "my neighbr son wan join police force, how e go apply? wen dem de recruit", intent: "off-topic" },
  { message: "Is Adama Koroma in the office this week? A colleague recommended her for mediation.", intent: "attorney:Adama Koroma" },
  {
    message:
      "Our office cleaner, Mrs. Kanu, told us this morning that her husband threatened to pour acid on her if she comes home today. She's at work now and scared to go back. Where can she get help today?",
    intent: "safety",
  },
  { message: "una get parking for bus? I go come wit di Hiace", intent: "knowledge:Parking" },
  { message: "May I know the names of the lawyers at your chambers? A widow asked me whether there are women lawyers among you.", intent: "team" },
  { message: "Do you have a WhatsApp number? Nan only uses WhatsApp.", intent: "phone" },
  { message: "how my neighbr go reach una? e no de for internet", intent: "contact" },
  {
    message:
      "I'd like to arrange a meeting with one of your lawyers for a client of mine who is travelling from Bo on Thursday. Is there a slot in the afternoon?",
    intent: "booking",
  },
  {
    message:
      "my nbr jst got pikd up by plice rite now, 3 officrs, thy put him in d pickup. his wife crying she cant writ englsh so i writng 4 her. wat she shud do",
    intent: "urgent",
  },
  { message: "my neibr want see lawyer, e no get phone, i fit book for am? e name na Pa Lamin", intent: "booking" },
  { message: "a de go now, we go tok", intent: "goodbye" },
  {
    message:
      "A grandmother caring for her orphaned grandchildren wants to know whether she can obtain legal guardianship without the consent of the children's paternal family, who have not been in contact for three years. What would a court likely decide?",
    intent: "legal-question",
  },
  {
    message:
      "Writing for a young entrepreneur I mentor: she wants to open a business bank account but the bank requires registration documents she doesn't have. Can you help her register?",
    intent: "area:business",
  },
  {
    message:
      "Lawyer abeg. my oda driver, di one wey de drive di tanker, police hold am na Waterloo checkpoint 3 days now. dem say papers no complete but e still de na cell. I de pay for e food every day. help",
    intent: "urgent",
  },
  { message: "till wetin time una de work for evening?", intent: "hours" },
  {
    message:
      "My grandma shipped a barrel of goods from London in March and it never arrived at Freetown port. The shipping company keeps giving excuses. Is this something you deal with?",
    intent: "area:shipping",
  },
  { message: "wat papers shud my brother bring wen he come", intent: "knowledge:What to bring" },
  {
    message:
      "I'm assisting a widow whose late husband owned a small cargo vessel. The vessel has been detained at the port for unpaid fees since last month. Can your shipping lawyer assist her?",
    intent: "area:shipping",
  },
  { message: "What are your fees for a client referred through social welfare? Is there a pro bono option?", intent: "knowledge:Fees" },
  {
    message: "I wan ask for my driver. e collect salary advance, now e wan comot work. I fit hold e last salary till e pay back? law allow am?",
    intent: "legal-question",
  },
  { message: "who r the lawyers there? my brother wants to know who he'd be talking to", intent: "team" },
  { message: "I must go now; good day to you.", intent: "goodbye" },
  {
    message:
      "I'm a social worker supporting a couple in Bo who have fostered a child for two years and now wish to formally adopt her. Can your firm guide them through the adoption?",
    intent: "area:family",
  },
  {
    message:
      "My granddad owns shares in a family company in Bo but has never received any dividends or reports. He'd like someone to look into it for him. Do you do that?",
    intent: "area:business",
  },
  { message: "pls my neighbour woman dey shout for help rite now, d husband de beat her wit belt, i hear am thru d wall. wat do i do", intent: "safety" },
  {
    message: "one of we boy dem get small business idea, e wan get investor from abroad. una go help am wit di paper work for di company?",
    intent: "area:business",
  },
  { message: "how many female lawyers do u have? my brother's case is sensitive and mum wants a woman", intent: "team" },
  {
    message:
      "My grandad has an arbitration award in his favour from last year against a construction company but they still won't pay. Can you help enforce it?",
    intent: "area:arbitration",
  },
  {
    message:
      "What are the legal rights of a 15-year-old girl whose parents are arranging for her to be married next month? I need to explain the law to the family clearly.",
    intent: "legal-question",
  },
  { message: "Which of your lawyers specialise in what? I'd like to direct clients to the right person.", intent: "team" },
  {
    message:
      "Hi, I'm in London writing for my grandma in Makeni. Her brother (my great uncle) was arrested at his farm two days ago over a land thing and he's still locked up at Makeni police. He's 74 and diabetic. Can someone from the firm help him today please?",
    intent: "urgent",
  },
  {
    message: "one of we youth leaders buy land for Wellington, di survey plan no match di land wey dem show am. e need lawyer fo check am",
    intent: "area:land",
  },
  { message: "tenki tenki, God bless una", intent: "thanks" },
  {
    message:
      "Our church runs a small microfinance scheme for widows, and the bank now asks for a proper constitution and board. Could your business lawyers assist us with the governance documents?",
    intent: "area:business",
  },
  { message: "Can you tell me how to set up WhatsApp on my gran's new phone? She's never used a smartphone.", intent: "off-topic" },
  { message: "we wan come see una lawyer dem, na for one youth wey get case. una de take walk-in or we must book first?", intent: "booking" },
  { message: "abeg tell me di best road from Freetown to Kenema, di highway get plenty pot hole now?", intent: "off-topic" },
  {
    message: "my bro's startup has a dispute with an investor, contract says mediation first. can your firm mediate or represent him?",
    intent: "area:arbitration",
  },
  {
    message: "Hello! I'd like to book a phone or video consultation for my grandfather. He's in Makeni and I'd like to join from London. Is that possible?",
    intent: "booking",
  },
  {
    message:
      "Bra Ibro dis. one of my youth volunteers dem arrest am last night for di protest. since den we no see am. now dem say dem don transfer am go Pademba Road. abeg una get lawyer for dat kind tin? e urgent",
    intent: "urgent",
  },
  {
    message:
      "Dear Sir, a widow in my care signed a document she could not read, which her nephew now says transfers her house to him. Is such a document valid when she is illiterate and nobody explained it to her?",
    intent: "legal-question",
  },
  { message: "my neighbr supply fish to one hotel, hotel no pay, both side wan sit down wit mediator. una do dat kind ting?", intent: "area:arbitration" },
  {
    message:
      "A widow in our fellowship signed a contract to supply cooked food to a school and has not been paid for the last term. Please help her recover what is owed.",
    intent: "area:contract",
  },
];
