import type { LabelledMessage } from "./labelled-message";

export const DEVELOPMENT_EXTRA: LabelledMessage[] = [
  // ── urgent ──
  { message: "abeg una help me, police don hold my papa since Friday night for Kissy station, dem nor gree make we see am", intent: "urgent" },
  { message: "pls my son arrestd ystrday at waterloo polic station they say no bail till monday wat we do", intent: "urgent" },
  {
    message:
      "Good afternoon. My husband drives a poda poda on the Wellington route. On Tuesday there was an accident near the roundabout, nobody died but the other driver is a big man. Since that day the police have kept my husband at the station and they are asking us for money before they release him. He has not been charged with anything. Please can a lawyer go there today?",
    intent: "urgent",
  },
  { message: "POLICE DEY FOR MI DOOR NOW WETIN A FOR DO", intent: "urgent" },
  { message: "there are 3 officers outside my shop saying they will take me to CID right now, can someone come", intent: "urgent" },
  { message: "my kid brother was picked up by police at Congo Cross last night and we don't know where they took him", intent: "urgent" },
  {
    message:
      "Dear Sir/Madam, I write on behalf of my uncle, Mr. Alusine Bangura, who was arrested on the 14th instant and has been held at Central Police Station since then without being brought before a magistrate. We urgently require counsel to attend on him.",
    intent: "urgent",
  },
  { message: "dem carry my sista go station for phone palava, she dey inside till now", intent: "urgent" },
  { message: "my frnd is lockd up at eastern police sinc sat,, hw much 4 a lawyer to go bail him", intent: "urgent", also: ["knowledge:Fees"] },
  { message: "they remanded my father at Pademba Road last week, the case keeps getting adjourned and he is still inside. please help", intent: "urgent" },
  { message: "am writing from inside the station they took my phone but my friend gave me his, i need lawyer now", intent: "urgent" },
  { message: "police just came to the house and took my husband in their pickup, they did not say why", intent: "urgent" },
  { message: "Mi brodar dem lock am up na Bo police station, e don tay tree day, we nor get moni", intent: "urgent" },
  { message: "hello is anybody there? the police at the checkpoint in Makeni are holding my driver and the truck since this morning", intent: "urgent" },
  {
    message:
      "I run a small pharmacy in Kenema. Last month an inspector came and said some of my drugs are expired, which is not true, I have the invoices. I thought it was finished. This morning around 10 the police came and took me and my shop boy to the station. They released me on bail but my shop boy is still in the cell and they say he will go to court tomorrow. What should we do?",
    intent: "urgent",
  },
  { message: "wife detained at lungi airport by immigration since 6am, they wont tell us anything", intent: "urgent" },
  { message: "cn u send som1 2 kissy polic statn my son dey der since lst nite", intent: "urgent" },
  { message: "my cousin was taken from his house at 2am by men who said they are police. no warrant. nobody has seen him since", intent: "urgent" },
  {
    message: "Is it normal that the police keep someone 5 days without court? my uncle is still there at Ross Road",
    intent: "urgent",
    also: ["legal-question"],
  },
  { message: "I am being held at the station right now and they want me to sign a statement", intent: "urgent" },
  { message: "police arrest mi boss dis morning na di market, we nor sabi usai dem carry am go", intent: "urgent" },
  { message: "URGENT my fiance is in police custody at Lumley since last night over a land matter", intent: "urgent" },
  {
    message:
      "Could a lawyer please attend at Brookfields police station this afternoon? Our employee was detained there this morning following a dispute with a customer.",
    intent: "urgent",
  },
  { message: "dem don hol mi pikin na station bcos of fight na school, e only 16", intent: "urgent" },
  {
    message:
      "I don't know how to start. My younger brother has been doing small business with a man from Guinea, selling generators. The man said my brother owes him money and they argued at the shop on Monday. Nothing happened after. Today at around 3pm two officers came and took my brother in handcuffs, they said it's fraud. He is at the Kissy police station now and we are waiting outside. Please what do we do",
    intent: "urgent",
  },

  // ── safety ──
  { message: "my husband beat me again last night and he says when he come back he will finish me. i am hiding at my neighbour", intent: "safety" },
  { message: "abeg help, mi man dey beat me every day, a nor get usai for go", intent: "safety" },
  { message: "someone keeps sending me messages that they will burn my house because of the land case. i am scared to sleep there", intent: "safety" },
  {
    message:
      "I don't know if this is the right place. I moved to Freetown last year to stay with my aunt and her husband while I go to college. At first everything was fine. Since June he comes into my room at night and touches me and says if I tell anyone he will send me back to the village. I am 17. I cannot tell my aunt. Please what can I do",
    intent: "safety",
  },
  { message: "my step father is hitting my mum right now i can hear them", intent: "safety" },
  { message: "im scared for my life. my ex boyfrend follows me to work and said he has a knife for me", intent: "safety" },
  { message: "dem rape mi smol sista, di man na we neighbour, e dey waka free and e dey threaten we", intent: "safety" },
  { message: "My landlord came with boys and they beat my brother and said they will come back tonight to finish us if we don't leave", intent: "safety" },
  { message: "pls hlp my husbnd lockd me inside d house and tk my phone, he beats me wen he drinks", intent: "safety" },
  {
    message:
      "I have been married 11 years. In the beginning he was a good man but since he lost his job at the mines he drinks every night. He has slapped me before but I kept quiet for the children. Last night he held a knife to my throat in front of the children and said next time he will use it. He is asleep now and I am typing this in the toilet. Where can I go?",
    intent: "safety",
  },
  {
    message:
      "Good evening. I am writing because my daughter's husband has been beating her for months. Yesterday she came to us with a broken arm. He is now calling to say he will come and take her back by force.",
    intent: "safety",
  },
  { message: "wan man dey threaten for kill me because a testify na court", intent: "safety" },
  { message: "my boss forced himself on me in the office and now he says if I talk I will lose my job and more", intent: "safety" },
  { message: "i dont feel safe at home. my brother in law threatens me with a cutlass over our late father's property", intent: "safety" },
  { message: "mi papa dey beat mi mama and mi, we de fred for go os tonight", intent: "safety" },
  { message: "There is a man outside my gate shouting that he will kill me. I have locked myself in", intent: "safety" },
  {
    message: "a small girl in our compound is being sexually abused by her uncle, the family want to settle it quietly but she is still living with him",
    intent: "safety",
  },
  { message: "My wife left, and now her brothers came to my house and said they will cut me. They are still in the area and I am afraid", intent: "safety" },

  // ── off-topic ──
  { message: "what is the weather in freetown tomorrow", intent: "off-topic" },
  { message: "write me a short poem about justice for my school program", intent: "off-topic" },
  { message: "how much is a bag of rice in Makeni now", intent: "off-topic" },
  { message: "who won the match between Leone Stars and Guinea", intent: "off-topic" },
  { message: "recipe for cassava leaf with palm oil", intent: "off-topic" },
  { message: "can you help me with my homework, question 3: explain separation of powers", intent: "off-topic" },
  { message: "abeg tell me one joke", intent: "off-topic" },
  { message: "mi laptop nor dey charge again, wetin a go do", intent: "off-topic" },
  { message: "how do i get to Bo by bus from Freetown, what time do the buses leave", intent: "off-topic" },
  { message: "write a speech for my cousin's wedding, she is marrying a lawyer", intent: "off-topic" },
  { message: "Which is the best secondary school in Freetown", intent: "off-topic" },
  { message: "summarise the film 12 Angry Men for my book club", intent: "off-topic" },
  { message: "how much is a town lot in Waterloo these days", intent: "off-topic" },
  { message: "how much cement de cost na town now", intent: "off-topic" },
  { message: "can u translate good morning to french", intent: "off-topic" },
  { message: "plss wat time iz d match 2nite", intent: "off-topic" },
  { message: "I need a good tailor to make me a suit, any recommendation in Freetown", intent: "off-topic" },
  { message: "write an essay on the causes of land degradation in sierra leone", intent: "off-topic" },
  { message: "Can you recommend a hotel in Aberdeen for the weekend", intent: "off-topic" },
  { message: "how to make a business plan for a small poultry farm", intent: "off-topic" },
  { message: "wetin na di capital of Ghana", intent: "off-topic" },
  {
    message:
      "My uncle is a retired judge and he turns 70 next Saturday. The whole family is coming from Bo and Kenema, and my aunties have asked me, as the one who went to university, to say a few words at the party. I am not good with words at all. Can you write a short funny speech for him, about 2 minutes?",
    intent: "off-topic",
  },
  { message: "how do I reset my orange money pin", intent: "off-topic" },
  { message: "make one song for mi church choir about forgiveness", intent: "off-topic" },
  { message: "what's the best phone under 2 million leones", intent: "off-topic" },
  { message: "help me write a cover letter for a shipping company job at the quay", intent: "off-topic" },
  { message: "is it going to rain in Kenema this weekend, we have a ceremony on the family land", intent: "off-topic" },
  { message: "how many ships can Queen Elizabeth II Quay hold at one time", intent: "off-topic" },
  { message: "what time does the ferry to Lungi leave", intent: "off-topic" },
  { message: "score of arsenal vs chelsea", intent: "off-topic" },

  // ── legal-question ──
  { message: "can my husband take the children if we divorce, they are 4 and 7", intent: "legal-question" },
  { message: "is it legal for my landlord to padlock my room because I owe 2 months rent?", intent: "legal-question" },
  { message: "how many years person go get for tif phone", intent: "legal-question" },
  { message: "if my father died without a will, do his children from his second wife also get part of the house?", intent: "legal-question" },
  { message: "do I have a case if my company sacked me without any letter after 6 years", intent: "legal-question" },
  { message: "should I sign a contract that says I cannot work for any other company for 5 years after I leave?", intent: "legal-question" },
  {
    message:
      "My brother and I bought a plot in Waterloo together in 2019 but the conveyance is only in his name because I was abroad. Now he has married and his wife says the land is theirs. I have all my bank transfers to him showing I paid half. Will the court recognise my share or is it only the name on the document that counts?",
    intent: "legal-question",
  },
  { message: "wat d law say bout man wey nor gi moni for in pikin", intent: "legal-question" },
  { message: "can police arrest someone just for owing money?", intent: "legal-question" },
  { message: "I was wondering whether a verbal agreement is binding in Sierra Leone or it must be in writing", intent: "legal-question" },
  { message: "is customary marriage recognised the same as church marriage when it comes to inheritance", intent: "legal-question" },
  { message: "hw lng notice must landlord gv b4 evction", intent: "legal-question" },
  {
    message: "Dear Sir, I would be grateful if you could advise whether a foreign national may own freehold land in the Western Area.",
    intent: "legal-question",
  },
  { message: "will i win if i sue the okada rider who broke my leg", intent: "legal-question" },
  { message: "my employer deducts NASSIT from my salary but never pays it in. is that a crime?", intent: "legal-question" },
  { message: "how much di court go gi mi if mi man lef mi after 20 years", intent: "legal-question" },
  { message: "if I register a company can my wife be a director even though she is not Sierra Leonean", intent: "legal-question" },
  { message: "Is an arbitration award final or can the other side still go to the High Court?", intent: "legal-question" },
  {
    message: "my container was delayed 3 months at the port, can I claim the demurrage back from the shipping line or is it my loss?",
    intent: "legal-question",
  },
  { message: "e legal for police search mi os witout paper?", intent: "legal-question" },
  { message: "I wrote a cheque that bounced. Can I go to prison for that?", intent: "legal-question" },
  { message: "who normally gets custody when the mother is not working, the father or the mother?", intent: "legal-question" },
  { message: "can a chief sell family land without the family agreeing", intent: "legal-question" },
  { message: "is it against the law to record my boss on my phone when he is insulting me", intent: "legal-question" },
  {
    message:
      "I was wondering, hypothetically, whether somebody who has lived on a piece of land for more than twelve years without papers could still be removed by the person holding the conveyance.",
    intent: "legal-question",
  },
  {
    message:
      "Last December I lent my car to my nephew for a wedding in Bo. He drove it after drinking and hit a keke near Mile 91, the keke driver was injured and is now in hospital. My nephew ran away and the police have my car. The keke owner is saying I must pay for everything since it is my car. Is the owner of the car responsible in law when someone else was driving?",
    intent: "legal-question",
  },

  // ── area:family ──
  { message: "divorce lawyer pls", intent: "area:family" },
  { message: "i want to divorce my wife, she left for the UK 3 years ago", intent: "area:family" },
  { message: "need help with child maintenance, the father refuses to pay school fees", intent: "area:family" },
  { message: "custdy of my dauter", intent: "area:family" },
  { message: "we want to adopt my late sister's son, how do we start", intent: "area:family" },
  {
    message:
      "Good day. My parents married under customary law in Kono in 1985. My father passed away in March and now his brothers are saying everything he had belongs to them, including the house my mother lives in. My mother is old and doesn't understand any of this. We need someone to handle the inheritance matter for the family.",
    intent: "area:family",
  },
  { message: "mi man don lef mi wit tree pikin, a want make e de pay for dem", intent: "area:family" },
  { message: "we want to register our marriage properly, can your family lawyer help", intent: "area:family" },
  {
    message: "Dear Sir/Madam, I am writing to enquire about your services in relation to letters of administration for my late mother's estate.",
    intent: "area:family",
  },
  { message: "my ex wont let me see my son since april", intent: "area:family" },
  { message: "looking 4 famly lawyer in freetown", intent: "area:family" },
  { message: "marriage dissolution matter, I am in the US and wife is in Bo", intent: "area:family" },
  { message: "I am getting married next month and we want a prenup drawn up", intent: "area:family" },
  { message: "probate of my grandfather's will", intent: "area:family" },
  { message: "mi wef dey tek di pikin dem go Guinea witout mi permission", intent: "area:family" },
  { message: "does your firm handle custody battles between parents living in different countries?", intent: "area:family" },

  // ── area:business ──
  { message: "company registration", intent: "area:business" },
  { message: "I want to register a small business in Freetown, how do I go about it", intent: "area:business" },
  { message: "we are two friends opening a partnership, need the registration and partnership deed", intent: "area:business" },
  { message: "mi wan open shop, wetin a need for get licence", intent: "area:business" },
  {
    message: "Dear Sir, Our company is seeking advice on corporate governance following a disagreement among the board of directors.",
    intent: "area:business",
  },
  { message: "need help wit bank loan restructuring for my company", intent: "area:business" },
  { message: "foreign investor wants to set up a mining services company in SL, need local counsel", intent: "area:business" },
  { message: "hw 2 rgstr NGO", intent: "area:business" },
  {
    message:
      "I have been selling phone accessories on Sani Abacha Street for 8 years with my cousin. Now we have enough money to open a real shop in Lumley and maybe import from Dubai. People are telling us we need to register as a company, get a tax number, and a licence from the council. We don't know where to start and we don't want to make mistakes.",
    intent: "area:business",
  },
  { message: "corporate law services", intent: "area:business" },
  { message: "annual returns for our company were not filed for 3 years, can you help us fix it", intent: "area:business" },
  { message: "change of directors and shareholding in our limited company", intent: "area:business" },
  { message: "banking and finance lawyer for a loan facility with a commercial bank", intent: "area:business" },
  { message: "una dey help for business name registration?", intent: "area:business" },

  // ── area:shipping ──
  { message: "cargo dispute", intent: "area:shipping" },
  { message: "my container is stuck at the quay for 2 months, customs says the papers are not correct", intent: "area:shipping" },
  {
    message: "we shipped cocoa from Kenema through Freetown port and half the bags arrived wet, the shipping line refuses responsibility",
    intent: "area:shipping",
  },
  { message: "maritime lawyer needed, our vessel has been arrested in port", intent: "area:shipping" },
  {
    message: "Dear Madam, We are a freight forwarding company and require legal assistance concerning unpaid freight charges owed by a consignee.",
    intent: "area:shipping",
  },
  { message: "mi goods dem don spoil na port, a want lawyer for di shipping palava", intent: "area:shipping" },
  { message: "fishing trawler hit our canoe at Tombo, need to claim", intent: "area:shipping" },
  { message: "shippin lawyr plz", intent: "area:shipping" },
  { message: "container demurrage charges wahala", intent: "area:shipping" },
  {
    message:
      "My husband and I import used clothes from Belgium. The last shipment was three containers. When they arrived at Queen Elizabeth II Quay, one container was empty with the seal broken. The clearing agent blames the shipping line, the shipping line blames the port. We have lost over 200 million leones. We need a lawyer who knows shipping.",
    intent: "area:shipping",
  },
  { message: "port and customs matters", intent: "area:shipping" },
  { message: "bill of lading problem with our consignment", intent: "area:shipping" },
  { message: "crew member injured on a ship docked in freetown, need maritime advice", intent: "area:shipping" },
  { message: "do you handle ship registration?", intent: "area:shipping" },

  // ── area:land ──
  { message: "land palava", intent: "area:land" },
  { message: "someone has built on my land in Waterloo", intent: "area:land" },
  { message: "a wan buy lan na Goderich, a want lawyer for check di papers", intent: "area:land" },
  { message: "title deed search pls", intent: "area:land" },
  { message: "my landlord wants to throw me out with no notice, I need help", intent: "area:land" },
  { message: "boundary dispute with my neighbour in Kissy", intent: "area:land" },
  {
    message:
      "My grandfather left a large piece of family land at Hastings for all his children. My uncles have started selling parts of it to strangers without telling the rest of the family, and one buyer has already put up a fence. My mother is one of the children and she has been left out. We would like a lawyer to stop the sales and protect our share.",
    intent: "area:land",
  },
  { message: "conveyancing for a house I am buying at Hill Station", intent: "area:land" },
  {
    message:
      "Dear Sir/Madam, I am a Sierra Leonean living in Canada and intend to purchase property in Freetown. I require a solicitor to conduct due diligence and prepare the conveyance.",
    intent: "area:land",
  },
  { message: "mi tenant nor dey pay rent for 8 month, a wan am comot", intent: "area:land" },
  { message: "survey plan and deed registration at the ministry", intent: "area:land" },
  { message: "lnd dspute bo", intent: "area:land" },
  { message: "I want to sell my house in Wellington, need a lawyer to do the documents", intent: "area:land" },
  { message: "two people are claiming the same plot I bought and both of them have papers", intent: "area:land" },
  { message: "landlord and tenant matters", intent: "area:land" },
  { message: "mi os na Kissy, mi brodar dem wan sell am witout mi", intent: "area:land" },

  // ── area:arbitration ──
  { message: "mediation", intent: "area:arbitration" },
  { message: "we want to settle a dispute with our supplier without going to court", intent: "area:arbitration" },
  { message: "need a neutral mediator between me and my business partner", intent: "area:arbitration" },
  {
    message: "Dear Sir, Our contract contains an arbitration clause and the other party has now served a notice of arbitration. We require representation.",
    intent: "area:arbitration",
  },
  { message: "arbitraton services", intent: "area:arbitration" },
  { message: "abeg una dey settle palava outside court? me and one company get wahala", intent: "area:arbitration" },
  {
    message:
      "Our construction company finished a road project for a mining firm in Tonkolili. They say the work was late and refuse to pay the last 30 percent. Going to court will take years and we still want to do business with them in future. Someone told us mediation might be better. Can your firm arrange that?",
    intent: "area:arbitration",
  },
  { message: "commercial dispute resolution out of court", intent: "area:arbitration" },
  { message: "ADR for a joint venture dispute", intent: "area:arbitration" },
  { message: "we want someone to mediate between two shareholders before it ends up in court", intent: "area:arbitration" },
  { message: "hw do we strt arbitration wit a chinese company", intent: "area:arbitration" },
  { message: "enforcement of a foreign arbitral award in Sierra Leone", intent: "area:arbitration" },

  // ── area:contract ──
  { message: "unpaid salary", intent: "area:contract" },
  { message: "I was sacked without notice after 9 years, I need help", intent: "area:contract" },
  { message: "my employer has not paid me for 4 months", intent: "area:contract" },
  { message: "dem pul mi na wok witout reason, a wan lawyer", intent: "area:contract" },
  { message: "need someone to review a contract before I sign it", intent: "area:contract" },
  { message: "customer took goods worth 45 million on credit under our supply agreement and now refuses to pay", intent: "area:contract" },
  {
    message: "Dear Madam, I write to seek legal assistance regarding a breach of a distribution agreement by one of our distributors.",
    intent: "area:contract",
  },
  { message: "employment contract drafting for our staff", intent: "area:contract" },
  {
    message:
      "I worked as a security guard for a private company at a bank in Kissy for 5 years. In September they told all of us the contract is finished and we should go home. No letter, no end of service benefit, and they still owe us two months salary and NASSIT. There are 12 of us. We want a lawyer to help us get our money.",
    intent: "area:contract",
  },
  { message: "unfair dismisal case", intent: "area:contract" },
  { message: "contrct breach, supplier took money no deliver", intent: "area:contract" },
  { message: "mi bos nor pay mi for tree mont", intent: "area:contract" },
  { message: "I need an agreement written for a car I am selling on instalments", intent: "area:contract" },
  { message: "redundancy without any payment, need employment lawyer", intent: "area:contract" },
  {
    message:
      "hi i wrk as a sales girl 4 a shop in central 2 yrs, dey promis 800k evry mnth bt since july dey only pay hlf n say bizness slow, nw dey say if i complain i go, i hv d paper i sign wen i start. pls i need sm1 2 help me",
    intent: "area:contract",
  },

  // ── area:criminal ──
  { message: "criminal lawyer", intent: "area:criminal" },
  { message: "I have been summoned to appear at the magistrate court next week for assault", intent: "area:criminal" },
  { message: "police invited me to come to CID on monday for questioning about money missing at work", intent: "area:criminal" },
  { message: "my son is on bail and his case is next month, we need a defence lawyer", intent: "area:criminal" },
  { message: "dem accuse mi say a tif, a nor tif, di case dey court", intent: "area:criminal" },
  { message: "Dear Sir, I have been charged with fraud and my trial begins at the High Court in February. I seek to retain counsel.", intent: "area:criminal" },
  { message: "I was granted police bail but need a lawyer for the court case", intent: "area:criminal" },
  { message: "human rights violation by police last year, I want to take action", intent: "area:criminal" },
  {
    message:
      "Two months ago there was a fight at a bar in Lumley where someone was badly injured. I was there but I did not touch anyone. Yesterday a police officer came to my work and gave me a paper saying I must report to Lumley police station on Thursday. I am afraid they will lock me up. I need a criminal lawyer to go with me.",
    intent: "area:criminal",
  },
  { message: "criminal defence", intent: "area:criminal" },
  { message: "mi nem dey pan warrant, a nor know wetin for do", intent: "area:criminal" },
  { message: "falsely accused of rape by my ex girlfriend, case is in court", intent: "area:criminal" },
  { message: "cyber crime charge for a facebook post", intent: "area:criminal" },
  { message: "I want to appeal my conviction from the magistrate court, I already paid the fine", intent: "area:criminal" },

  // ── services ──
  { message: "wetin una de do", intent: "services" },
  { message: "what kind of cases do you take", intent: "services" },
  { message: "Do you handle all kinds of law or only some areas?", intent: "services" },

  // ── booking ──
  { message: "i want to book an appointment", intent: "booking" },
  { message: "can i see a lawyer tomorrow morning", intent: "booking" },
  { message: "abeg a wan mit lawyer dis wik", intent: "booking" },
  { message: "Dear Sir/Madam, I would like to schedule a consultation with one of your attorneys at your earliest convenience.", intent: "booking" },
  { message: "cn i cm 2moro 4 consultation", intent: "booking" },
  { message: "I was wondering if it would be possible to speak with a lawyer some time on Thursday", intent: "booking" },
  { message: "book me for divorce consultation monday", intent: "booking", also: ["area:family"] },
  { message: "I'd like to set up a meeting about my land issue next week", intent: "booking", also: ["area:land"] },
  { message: "mek appointment fo mi", intent: "booking" },
  { message: "Can I book a slot to talk with Mohamed Conteh about my plot?", intent: "booking", attorneys: ["Mohamed Conteh"] },
  {
    message:
      "Hello, I'm a teacher in Makeni and I only come to Freetown at the end of each month. My problem is about my late father's house and I've been told I need proper advice. I will be in town from the 28th to the 30th. Is there any way I can sit down with one of your lawyers on one of those days?",
    intent: "booking",
  },
  { message: "consultation pls wen is d next free slot", intent: "booking" },
  { message: "I need to see a lawyer face to face, not on the phone", intent: "booking" },
  { message: "can we arrange a video call with a lawyer, I am in London", intent: "booking" },
  { message: "appointment for friday 11am?", intent: "booking" },
  { message: "My boss would like to meet your business team next week to discuss a deal", intent: "booking" },
  { message: "a wan sidom wit una lawyer, wetin day una get", intent: "booking" },
  {
    message:
      "gud mornin sir pls i hv a prblm wit my boss he sack me and nor pay my end of svc, i dnt want 2 explain evrytin here bcos its long, i jst wnt 2 cm sit wit one lawyer face2face dis week if possible",
    intent: "booking",
  },

  // ── hours ──
  { message: "what time una dey open", intent: "hours" },
  { message: "are you open on saturday", intent: "hours" },
  { message: "wat tym u clos 2day", intent: "hours" },
  { message: "Are you open now?", intent: "hours" },
  { message: "opening hours", intent: "hours" },
  { message: "I was wondering until what time your office stays open on Fridays", intent: "hours" },
  { message: "una dey open Sunday?", intent: "hours" },
  { message: "can i come during lunch time, will you be open?", intent: "hours" },
  { message: "office hours and where exactly is the office", intent: "hours", also: ["address"] },
  { message: "Dear Sir, kindly advise on your working hours as I intend to visit.", intent: "hours" },
  { message: "hw early cn i reach ur offce in d mornin", intent: "hours" },
  { message: "are u open on public holidays like independence day", intent: "hours" },
  {
    message:
      "Kushe. I work at a bank on Kissy Road and my manager doesn't allow us out during the week except for lunch, and I have a land matter I need to discuss with you people. My wife thinks you may open on Saturdays for people like us who work. Do you open at weekends at all?",
    intent: "hours",
  },
  { message: "Is the office open right now or have you closed for the day?", intent: "hours" },

  // ── address ──
  { message: "where is your office", intent: "address" },
  { message: "usai una office de", intent: "address" },
  { message: "how do i get to your office from Lumley by keke", intent: "address" },
  {
    message:
      "Good morning, my case is about my late husband's house and a sister from church recommended your chambers. I am an old woman and I will come with my grandson on okada from Calaba Town. Please tell me clearly where the office is and which big building is close to it so the okada man can find it.",
    intent: "address",
  },
  { message: "I'm coming from Bo tomorrow, which street are you on in Freetown?", intent: "address" },
  { message: "directions to kamara chambers", intent: "address" },
  { message: "ur ofis near wich landmark", intent: "address" },
  { message: "Kindly send me your physical location.", intent: "address" },

  // ── contact ──
  { message: "how can i contact you", intent: "contact" },
  { message: "how do I reach the firm", intent: "contact" },
  { message: "contact details please", intent: "contact" },
  { message: "wetin a go do for get una", intent: "contact" },
  { message: "is there any way to get in touch with a real person", intent: "contact" },

  // ── phone ──
  { message: "phone number", intent: "phone" },
  { message: "can i call u", intent: "phone" },
  { message: "wat is ur fone numba", intent: "phone" },
  { message: "una get whatsapp number?", intent: "phone" },
  { message: "Which number can I ring to speak to someone?", intent: "phone" },
  { message: "gi mi una nomba", intent: "phone" },
  { message: "what is your number and your email", intent: "phone", also: ["email"] },

  // ── email ──
  { message: "email address", intent: "email" },
  { message: "what is your email, i want to send my documents", intent: "email" },
  { message: "can I send my questions by e-mail? to which address", intent: "email" },
  { message: "una get email?", intent: "email" },
  { message: "Please provide the email address to which I may forward a formal letter of instruction.", intent: "email" },
  {
    message:
      "To whom it may concern. I am based in Kono and cannot easily travel to Freetown, therefore I intend to send scanned copies of my survey plan and the letters from the other party before we speak. Kindly furnish me with the email address to use.",
    intent: "email",
  },

  // ── team ──
  { message: "who are your lawyers", intent: "team" },
  { message: "list of attorneys", intent: "team" },
  { message: "how many lawyers work there", intent: "team" },
  { message: "udat de wok na una office", intent: "team" },
  { message: "I'd like to know a bit about the people on your team and their experience", intent: "team" },
  { message: "do you have female lawyers", intent: "team" },
  { message: "which lawyer handles what", intent: "team" },
  { message: "Who are the partners at Kamara Chambers?", intent: "team" },
  { message: "una lawyer dem, wetin na dem nem", intent: "team" },
  { message: "tell me abt ur attorneys", intent: "team" },

  // ── greeting ──
  { message: "kushe o", intent: "greeting" },
  { message: "good morning", intent: "greeting" },
  { message: "hello??", intent: "greeting" },
  { message: "Gud evening sir", intent: "greeting" },

  // ── thanks ──
  { message: "tenki ya", intent: "thanks" },
  { message: "thank you so much for the help", intent: "thanks" },
  { message: "thnks", intent: "thanks" },
  { message: "ok thank u very much, God bless", intent: "thanks" },

  // ── goodbye ──
  { message: "bye", intent: "goodbye" },
  { message: "ok bye bye", intent: "goodbye" },
  { message: "thank you, bye for now", intent: "goodbye" },
  { message: "ok tenki, a de go now, bye o", intent: "goodbye" },

  // ── knowledge:Fees ──
  { message: "how much una de charge for consultation", intent: "knowledge:Fees" },
  { message: "wat is ur fee 4 land case", intent: "knowledge:Fees", also: ["area:land"] },
  { message: "is the consultation free?", intent: "knowledge:Fees" },
  { message: "I can't afford a lawyer, do you give legal aid or free help?", intent: "knowledge:Fees" },
  {
    message:
      "Mi broda, a nor get plenty moni. Mi papa in lan dey na Waterloo and mi uncle dem don tek am. Dem tell mi say lawyer dem de charge bad bad moni. Before a kam, a wan sabi if una go gri make a pay small small every month",
    intent: "knowledge:Fees",
  },
  {
    message: "Dear Sir, could you kindly indicate your professional fees for incorporating a limited company?",
    intent: "knowledge:Fees",
    also: ["area:business"],
  },
  {
    message:
      "My sister's husband left her and the children and she has nothing. She sells pepper at the market. She wants to go to court for the children's upkeep but she is afraid lawyers are very expensive. Before she comes, how much would she have to pay just to talk to someone?",
    intent: "knowledge:Fees",
    also: ["area:family"],
  },
  { message: "do you take orange money for payment", intent: "knowledge:Fees" },

  // ── knowledge:Languages spoken ──
  { message: "una lawyer dem de tok Krio?", intent: "knowledge:Languages spoken" },
  { message: "do you have someone who speaks Temne, my mother doesn't speak English", intent: "knowledge:Languages spoken" },
  { message: "Parlez-vous français? I am from Guinea", intent: "knowledge:Languages spoken" },

  // ── knowledge:Parking ──
  { message: "is there parking near your office", intent: "knowledge:Parking" },
  { message: "usai a go park mi motoka", intent: "knowledge:Parking" },
  { message: "I'll be driving, where can I leave the car on Siaka Stevens Street?", intent: "knowledge:Parking" },

  // ── knowledge:What to bring ──
  { message: "what documents should i bring", intent: "knowledge:What to bring" },
  { message: "wetin a fo bring wen a de kam", intent: "knowledge:What to bring" },
  { message: "for the first meeting about my land, should I bring the conveyance and survey plan?", intent: "knowledge:What to bring" },

  // ── attorney ──
  { message: "tell me about Fatmata Kamara", intent: "attorney:Fatmata Kamara", attorneys: ["Fatmata Kamara"] },
  { message: "who is Ibrahim Jalloh", intent: "attorney:Ibrahim Jalloh", attorneys: ["Ibrahim Jalloh"] },
  { message: "Christiana Thomas still works there?", intent: "attorney:Christiana Thomas", attorneys: ["Christiana Thomas"] },
  { message: "Isatu Bangura na di shipping lawyer?", intent: "attorney:Isatu Bangura", attorneys: ["Isatu Bangura"] },
  { message: "I heard of Hawa Turay for wills, what does she do exactly", intent: "attorney:Hawa Turay", attorneys: ["Hawa Turay"] },

  // ── unknown ──
  { message: "??", intent: "unknown" },
  { message: "hmmm ok so", intent: "unknown" },
  { message: "asdfg k", intent: "unknown" },
];
