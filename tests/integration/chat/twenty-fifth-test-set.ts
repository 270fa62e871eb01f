import type { LabelledMessage } from "@/lib/chat/examples/labelled-message";

// Twenty-fifth set: people writing on behalf of someone else (neighbours, employers, clergy, teachers, landlords, grown children, nurses, a market chairlady), events told in the third person with relative times. Writers: Mrs Hannah Cole, 55, headmistress of a primary school in Murray Town, careful formal English on a laptop, writing for pupils' families and neighbours; Alhaji Umaru Bah, 64, imam of a mosque at Fourah Bay, a calm Krio-English blend typed slowly on a big-screen phone, writing for members of his jamaa; Rev. Samuel Macauley, 47, pastor of a church in Bo, long letter-like messages with the question at the end, writing for his congregation; Sallieu 'Sal' Kamara, 26, warehouse worker in Maryland USA, anxious SMS shorthand late at night, writing for his mother in Makeni and relatives; Mammy Mariama Fofanah, 52, chairlady of the Dove Cut market women, heavy Krio with typos or voice-typing, writing for market women; Nurse Jeneba Sankoh, 35, Connaught Hospital, brisk lowercase messages between shifts, writing for patients; Mr Karim Haddad, 45, owner of a hardware shop on Kissy Street, businesslike English, writing for his staff; Pa Abu Koroma, 58, landlord of a few rooms in Wellington, unpunctuated Krio on a small keypad phone, writing for his tenants.

export const TWENTY_FIFTH_TEST_SET: LabelledMessage[] = [
  // ---------------- urgent (40) ----------------
  {
    message:
      "Good evening. I am writing for my neighbour, Mrs Kanu, who cannot read well. Her son was picked up by police at Congo Cross since last night and they have not allowed anyone to see him. Please what should she do now?",
    intent: "urgent",
  },
  {
    message:
      "my mum just called me crying, police took her driver at the Kenema checkpoint like 2 hrs ago and they still holding him. pls can anybody go there??",
    intent: "urgent",
  },
  {
    message:
      "Salaam. Na me na imam for one mosque na Fourah Bay. One of we jamaa member, young boy, police hold am since Friday prayer time, dem nor gree grant am bail. E mama de cry na me yard now now. Una go able go see am today?",
    intent: "urgent",
  },
  {
    message:
      "I'm a nurse at Connaught. a patient on our ward, 2 days post surgery, has just been handcuffed to the bed by two officers who say he is under arrest. no family here. he is asking for a lawyer. who can come",
    intent: "urgent",
  },
  {
    message:
      "One of my store boys was arrested this afternoon at the shop on Kissy Street, they are accusing him of receiving stolen cement. He is at Kissy police station now. I want a criminal lawyer there before they take his statement.",
    intent: "urgent",
  },
  {
    message:
      "abeg una help, wan market woman na we market, police dem cam hold am dis morning say e sell tiff goods, dem don carry am go Eastern Police. e pikin dem de cry na stall. wetin we go do now",
    intent: "urgent",
  },
  {
    message:
      "Dear Sir/Madam, I write as pastor of Victory Chapel, Bo. A young member of our congregation, Emmanuel, was detained by police on Tuesday evening following a fight near the lorry park. It is now Thursday and he has not been charged or brought before any court. His parents have asked me to find a lawyer immediately. Can someone act for him today?",
    intent: "urgent",
  },
  {
    message: "me tenant boy dem hold am since 2 nite now na wellington police no food no visitor e mama ask me fo find lawyer pls call me back",
    intent: "urgent",
  },
  {
    message:
      "One of my pupils, a boy of fifteen, was taken from the school gate this afternoon by men in plain clothes who said they were CID. His mother is here in my office in tears. We do not know where they have taken him.",
    intent: "urgent",
  },
  {
    message:
      "my dad is being held at makeni police since yesterday over a fight with his brother about land. im in the US cant do anything from here. can ur lawyer go see him tday??",
    intent: "urgent",
  },
  {
    message:
      "police are at our clinic right now wanting to take a young woman who came in after a miscarriage, they are saying abortion. she is terrified and asking for a lawyer. please advise quickly",
    intent: "urgent",
  },
  {
    message:
      "Police dem de na my neighbour in door now now, dem wan carry e pikin say e involve na dat fight for Kroo Bay. E papa nor dey. Abeg send somebody quick.",
    intent: "urgent",
  },
  {
    message:
      "Urgent - our night watchman was taken by soldiers at the port gate around 6am. Nobody will tell us where he is. He is our employee and his wife is at the shop asking me what to do. Who do we call?",
    intent: "urgent",
  },
  {
    message:
      "chairlady yah. dem hold 3 of we market woman dem na Central since yestaday say dem sell na road side. police say dem nor go release dem till dem pay. abeg una lawyer",
    intent: "urgent",
  },
  {
    message:
      "Urgent please. Our church deacon was arrested an hour ago in Tikonko after a complaint by a land agent. The police are refusing bail and saying they will transfer him to Freetown tonight.",
    intent: "urgent",
  },
  { message: "Police don cam na me compound fo tek one of me tenant dem, dem de outside now. e say e nor do notin. wetin e fo do", intent: "urgent" },
  {
    message:
      "sorry to msg like this, my cousin got locked up in Waterloo this evening, they say he stole a phone. his mom (my aunty) dont have anybody there. pls who do i call",
    intent: "urgent",
  },
  {
    message:
      "The father of one of our pupils has been in custody at Lumley Police Station since Saturday. The family says nobody has told him what he is charged with. The child has not eaten properly at school for two days now. Is there a lawyer who can visit him?",
    intent: "urgent",
  },
  {
    message:
      "we have a patient under police guard on ward 4 since monday, not charged, has not seen any lawyer. his sister asked me to message you. is there someone on call",
    intent: "urgent",
  },
  { message: "dem hold we muezzin since yesterday na Kissy Road station. need lawyer now pls.", intent: "urgent" },
  {
    message:
      "My delivery driver has been detained at Jui checkpoint since 11 this morning with the company truck. At first the police said it was a documents problem, now they say he is under arrest. Please send someone.",
    intent: "urgent",
  },
  {
    message:
      "hello una good afternoon na mammy fofanah de talk the police them don hold me sister pikin since sunday night they say e steal generator na dove cut he nor see he family yet please una help we",
    intent: "urgent",
  },
  {
    message:
      "Our youth leader was picked up by military police on the Teko Barracks road on his way home from choir practice last night. We have heard nothing since. His wife is heavily pregnant and beside herself. Please, what can be done?",
    intent: "urgent",
  },
  { message: "tenant wife call me police hold e husband fo debt since tuesday dem say e nor go comot till e pay. e legal? abeg send lawyer", intent: "urgent" },
  {
    message:
      "URGENT my mums shop boy in Bo arrested 2day, police saying he must pay 500k or they charge him. mum wants a lawyer to go there. whats the fastest way",
    intent: "urgent",
  },
  {
    message:
      "Please help. The older brother of a Form 3 pupil was arrested during the demonstration this morning and the family has heard he is being beaten in the cell at Tower Hill. His mother has asked me to find a lawyer for him at once.",
    intent: "urgent",
  },
  {
    message:
      "mother of a child I'm treating has been held at the FSU since yesterday after a neighbour accused her of neglect. child is with us on the ward. she needs someone today",
    intent: "urgent",
  },
  {
    message:
      "Assalamu alaikum. I de write fo one old man na we mosque. E son na okada rider, police seize im bike and hold am sef since Wednesday. Old man nor get moni fo bail. Una de help people lek dat?",
    intent: "urgent",
  },
  {
    message:
      "Good morning. Our accountant, Mr Sorie, was arrested at his home by ACC officers at dawn today and taken to their office. The company wishes to retain counsel for him immediately. Please advise who can attend.",
    intent: "urgent",
  },
  { message: "Dem de knak door na we compound now, police wan carry me neighbour pikin. abeg abeg", intent: "urgent" },
  {
    message: "Pastor here. Church member's son in the cell at Central since last wk, no lawyer yet, not taken to court. Family begging. Pls help.",
    intent: "urgent",
  },
  { message: "one of me tenant dem hold am na airport police since earlier today, e bin de travel go Guinea. e wife de ask me wetin fo do", intent: "urgent" },
  {
    message: "can someone please go to Kenema central police station? my uncle has been there since friday night and they wont let my mom see him",
    intent: "urgent",
  },
  {
    message:
      "I teach at a secondary school in Waterloo. Two of our senior boys were arrested after a fight at a football match this evening and are being held together with adults at the station. Their parents have asked me to contact a lawyer.",
    intent: "urgent",
  },
  {
    message:
      "hi, nurse writing for a patient's husband - he's just been taken into custody from the hospital car park after an argument with security. wife is still in labour ward. can a lawyer get to central police",
    intent: "urgent",
  },
  { message: "Dem arrest we mosque treasurer dis morning say e chop mosque moni. Na lie. E de na CID now. Wetin we fo do quick quick?", intent: "urgent" },
  {
    message: "wan market woman in man dem hold am na kroo town road police 3 days now no charge no court. e wife na we member. we de beg fo lawyer",
    intent: "urgent",
  },
  {
    message: "Police have just walked into the shop with a paper and are taking my cashier away. She is crying. I need someone on the phone NOW.",
    intent: "urgent",
  },
  {
    message:
      "I am writing on behalf of Mrs Lahai, a widow in our church. Her son was arrested in Kailahun two nights ago and she has heard he has now been moved to Kenema. She has no phone credit and no means. Please, can your office call the station for her?",
    intent: "urgent",
  },
  { message: "me tenant girl pikin 17 yrs police take am las nite. mama nor sabi wetin fo do. i beg una", intent: "urgent" },

  // ---------------- safety (25) ----------------
  {
    message:
      "One of my pupils came to school today with belt marks on her arms and says her stepfather has threatened to kill her mother tonight if she reports him. The mother is too frightened to come forward. What should I do right now?",
    intent: "safety",
  },
  {
    message: "One woman na we jamaa, e husband don beat am bad yesterday night. E de hide na my wife in room now. E say e go cam find am wit cutlass.",
    intent: "safety",
  },
  {
    message:
      "a patient i discharged this morning just called to say her husband is outside her house threatening to set it on fire. she has three small children inside",
    intent: "safety",
  },
  {
    message:
      "Our cleaner, Fatu, has been getting death threats by phone from her ex-partner since Tuesday. Today he waited for her outside the shop with a knife. She is in our back office now and too scared to leave.",
    intent: "safety",
  },
  {
    message:
      "dem don drive wan market woman and in 4 pikin dem comot na dem os dis nite, rain de fall, dem nor get usai fo go. e landlord and e boys dem beat am sef",
    intent: "safety",
  },
  {
    message:
      "A girl of fourteen in our congregation has just told me that a man in her compound has been abusing her and has threatened to kill her if she speaks. She is in the church office with my wife at this moment. Please guide me.",
    intent: "safety",
  },
  { message: "me tenant e man de beat am every nite, tonight e say e go kill am. me sef de fraid. abeg wetin fo do", intent: "safety" },
  {
    message:
      "my mom in makeni says some guys from my uncles side came to the house today with machetes saying if she doesnt leave the land theyll kill her. shes alone. pls what do we do",
    intent: "safety",
  },
  {
    message:
      "A mob has gathered outside the home of one of our pupils' families in Calaba Town accusing the father of witchcraft. They are throwing stones at the house. The children are inside.",
    intent: "safety",
  },
  {
    message:
      "elderly patient told me her grandson takes her pension and beats her when she refuses. she is being discharged this evening back to the same house. is there anywhere she can be protected",
    intent: "safety",
  },
  { message: "Abeg, one boy na we area, dem de chase am now wit stick say e tif phone. E run enter mosque. Crowd de outside de shout.", intent: "safety" },
  {
    message:
      "Our security guard has been followed home every night this week by two men who said they will 'finish' him for reporting the theft. Last night they threw stones at his house. He is afraid to go home tonight.",
    intent: "safety",
  },
  { message: "me sista in man don lock am insai room since mornin, e nor gi am food, e de knak am. e pikin call me. please", intent: "safety" },
  {
    message:
      "I must report a serious matter. A widow in my congregation was attacked this evening by her late husband's brothers and told to leave the house by morning or they will harm her and the children.",
    intent: "safety",
  },
  {
    message:
      "dem don trow me tenant woman and e 2 pikin dem na road dis nite. na e husband family. dem beat am sef. we de na police post but dem nor de listen",
    intent: "safety",
  },
  {
    message:
      "my little sister (16) keeps getting msgs from an older man saying he knows where she lives and will come for her. today he showed up at her school gate. mom is so scared",
    intent: "safety",
  },
  {
    message:
      "The mother of one of my pupils is hiding in my house tonight. Her husband has been going round the neighbourhood looking for her with a cutlass. Please, which emergency number should we call?",
    intent: "safety",
  },
  {
    message:
      "girl brought in tonight, 12 yrs, signs of sexual assault. suspect is her uncle and he is sitting in the waiting room insisting on taking her home. urgent",
    intent: "safety",
  },
  { message: "Wan yong woman na we jamaa, e family wan force am fo marry old man tumara. E say e go kill insef. E de na me os now.", intent: "safety" },
  {
    message:
      "There is a crowd outside our Wellington warehouse threatening to beat one of our loaders. They say he hit a child with the forklift. He has locked himself in the office and they are banging on the door.",
    intent: "safety",
  },
  {
    message: "some boys dem cam na market dis morning say if one woman nor pay dem moni dem go burn e stall and beat am. dem don beat am small already",
    intent: "safety",
  },
  {
    message:
      "church member's daughter being stalked by her ex, he broke into her room last night and is threatening to throw acid on her. what should she do tonight",
    intent: "safety",
  },
  { message: "me tenant say e neighbour don threaten fo stab am ova water wahala, di man get knife na e han right now outside", intent: "safety" },
  {
    message:
      "my aunty in kenema says her husband beat her again last night & took her phone. she called from a neighbor. shes scared he will kill her. how do we get her safe",
    intent: "safety",
  },
  {
    message:
      "A mother of one of my pupils has been told by her landlord's sons that they will rape her if she does not leave by tomorrow. She is staying with me for now. What should we do immediately?",
    intent: "safety",
  },

  // ---------------- legal-question (32) ----------------
  {
    message:
      "My neighbour's husband died last year without leaving a will. His brothers now say the house belongs to them and not to her and the children. Is that legal in Sierra Leone?",
    intent: "legal-question",
  },
  {
    message: "One sister na we mosque, e husband marry second wife without tell am. E ask me if e get right fo divorce am under the law. Wetin the law say?",
    intent: "legal-question",
  },
  {
    message: "a patient of mine was dismissed by her employer while she was on maternity leave. is the employer allowed to do that?",
    intent: "legal-question",
  },
  {
    message:
      "One of my workers asked me something I can't answer: if he resigns after six years, is he still entitled to end-of-service benefit, or only if we dismiss him?",
    intent: "legal-question",
  },
  { message: "wan woman na we market, e landlord don rise rent 3 times dis year. e allow fo do dat? abeg tell am wetin law say", intent: "legal-question" },
  {
    message:
      "A couple in my church are separating. The father has taken the two children to Kenema and refuses to bring them back. Does the mother have more right to the children than the father?",
    intent: "legal-question",
  },
  { message: "one of me tenant ask me fo ask una: if landlord sell di os, di new owner fit drive am before e lease finish?", intent: "legal-question" },
  { message: "my mom lent her friend 20 million le, no paper just 2 witnesses. can she still get it back in court?", intent: "legal-question" },
  {
    message:
      "A parent asked me whether a father who has never paid school fees can still be made to pay maintenance once the child turns eighteen. What does the law say?",
    intent: "legal-question",
  },
  {
    message: "the family of a patient who died on our ward last week want to know if they can sue the hospital for negligence. would they have a case?",
    intent: "legal-question",
  },
  {
    message:
      "If man die and e nor write will, how Islamic inheritance and Sierra Leone law de work together? One widow na we jamaa de ask me wetin e get right to.",
    intent: "legal-question",
  },
  {
    message:
      "Our cleaner asked me to find out: her previous employer never gave her a written contract and let her go after 4 years. Is she still entitled to severance pay?",
    intent: "legal-question",
  },
  { message: "wan woman na we market, police seize e goods say e sell na pavement. dem get right fo tek am so? e go get am back?", intent: "legal-question" },
  {
    message:
      "Does a customary marriage give the wife the same inheritance rights as a church marriage? A widow in our parish has been told she is 'not a real wife' by her in-laws.",
    intent: "legal-question",
  },
  { message: "me tenant ask: if e build kitchen wit e own moni, wen e lef e fit claim di moni back? i tell am make i ask lawyer", intent: "legal-question" },
  {
    message: "quick q for my dad: his business partner took the shop keys and locked him out. is that even allowed if they own it 50/50?",
    intent: "legal-question",
  },
  {
    message:
      "The grandmother of one of my pupils has raised him since birth. The mother has now returned from abroad and wants to take him with her. Would a court let the grandmother keep him?",
    intent: "legal-question",
  },
  {
    message:
      "patient was beaten by police during his arrest last month, he's out now. does he have a claim against the police and roughly how much could he get?",
    intent: "legal-question",
  },
  {
    message: "Our mosque committee want know: land wey person bin give we mosque by mouth, no paper, now dat e don die, e family fit tek am back?",
    intent: "legal-question",
  },
  {
    message:
      "My warehouse supervisor signed as guarantor for his brother's bank loan. The brother has disappeared and the bank is now threatening to take the supervisor's house. Can the bank really do that to him?",
    intent: "legal-question",
  },
  { message: "wan woman e husband lef am 6 yrs now, e nor send moni fo pikin. e fit marry anoda man now without divorce? na crime?", intent: "legal-question" },
  {
    message:
      "Is it lawful for a school to expel a pupil because she is pregnant? The parents of a girl in our church have asked me and I told them I would enquire.",
    intent: "legal-question",
  },
  { message: "ma tenant e boss nor pay am 3 month salary. e fit go court? e go win?", intent: "legal-question" },
  { message: "if my grandma signed over her land to my uncle but she cant read and didnt know what she signed, is that valid??", intent: "legal-question" },
  {
    message:
      "The mother of one of our pupils wants to know how much maintenance a court would order the father to pay each month for two children. Is there a fixed amount?",
    intent: "legal-question",
  },
  {
    message: "asking for a patient: his landlord kept his deposit (2 yrs advance rent) after he moved out early. what are his rights?",
    intent: "legal-question",
  },
  {
    message: "Woman fit inherit e papa land na provinces if na family land? One sister na we mosque say e brothers dem tell am woman nor get share.",
    intent: "legal-question",
  },
  {
    message:
      "If one of my employees is detained for a week, am I allowed to stop his salary for that period? He is asking me and I want to be fair but also within the law.",
    intent: "legal-question",
  },
  { message: "wan market woman sign paper fo loan from microfinance, dem say if e nor pay dem go tek e os. dem fit do am so?", intent: "legal-question" },
  {
    message:
      "Would a handwritten will signed before only one witness be accepted by the court? A late elder of our church left such a will and his children are now disputing it.",
    intent: "legal-question",
  },
  { message: "me tenant wan sabi: police fit search e room without paper from court?", intent: "legal-question" },
  {
    message: "my sister wants to divorce her husband whos abroad and just ignores her. can she still get divorced without him? how long would it take",
    intent: "legal-question",
  },

  // ---------------- off-topic (40) ----------------
  {
    message: "Could you write a short speech on 'Justice for All' for one of my pupils? He is reciting it at the school assembly on Friday.",
    intent: "off-topic",
  },
  { message: "Abeg wetin be di rate fo dollar to leone today? One sister na we mosque want change moni wey e pikin send from Germany.", intent: "off-topic" },
  { message: "me neighbour pikin get fever since tuesday, e nor de eat. wetin e mama fo gi am?", intent: "off-topic" },
  { message: "What is the price of a bag of cement in Freetown this week? Our foreman is asking so he can quote a customer.", intent: "off-topic" },
  { message: "wetin na di price fo bag a rice na lumley market now, wan woman ask me", intent: "off-topic" },
  { message: "Could you recommend a Bible passage on justice and mercy for my sermon this Sunday?", intent: "off-topic" },
  { message: "who win di match yesterday east end lions and kallon? me tenant dem de argue since mornin", intent: "off-topic" },
  { message: "can u help my lil bro with his WASSCE government essay on separation of powers? its due monday", intent: "off-topic" },
  {
    message: "Parents keep asking me whether schools in the Western Area will close next week because of the heavy rains. Have you heard anything?",
    intent: "off-topic",
  },
  { message: "is 34 military hospital recruiting nurses at the moment? a colleague of mine is looking for work", intent: "off-topic" },
  { message: "Wetin taim Maghrib prayer de start today na Freetown?", intent: "off-topic" },
  { message: "One of my staff wants to study law. Which universities in Sierra Leone offer an LLB and what do they charge per year?", intent: "off-topic" },
  { message: "una sabi usai dem de sell cheap cloth fo wholesale na Freetown? we women dem wan buy togeda", intent: "off-topic" },
  { message: "Please compose a short poem about a judge who forgave a thief, for our church youth drama.", intent: "off-topic" },
  { message: "how much fo change zinc on roof now, me tenant roof de leak since rain start", intent: "off-topic" },
  { message: "whats the weather gonna be in freetown this weekend? mom has an outdoor wedding", intent: "off-topic" },
  {
    message: "For our civics lesson: how many judges sit on the Supreme Court of Sierra Leone? A pupil asked and I want to give the right answer.",
    intent: "off-topic",
  },
  { message: "patient's son wants help filling in the US DV lottery form. can you help with that?", intent: "off-topic" },
  { message: "Wan pikin na we madrasa want know who be di first president of Sierra Leone. Na fo e homework.", intent: "off-topic" },
  { message: "Can you recommend a good mechanic near Kissy Road? My driver says the truck gearbox has been grinding since Monday.", intent: "off-topic" },
  { message: "una de gi loan to market woman dem? we want small moni fo business", intent: "off-topic" },
  { message: "Kindly draft a prayer for the swearing-in ceremony of our new district magistrate next month.", intent: "off-topic" },
  { message: "orange money nor de go since mornin, how i fit send moni to me tenant wey de Kono", intent: "off-topic" },
  { message: "what time does the sea coach to lungi leave? picking my dad up from the airport next week", intent: "off-topic" },
  { message: "Could you suggest a debate motion on the death penalty for my senior pupils, with a few points for each side?", intent: "off-topic" },
  { message: "one of my patients wants to know the bus fare from freetown to bo now", intent: "off-topic" },
  { message: "Wan boy na we jamaa want join army. Wetin dem de ask fo recruitment dis year?", intent: "off-topic" },
  {
    message: "Translate this into French for me please: 'The delivery will arrive on Monday.' Our Guinean supplier's driver only speaks French.",
    intent: "off-topic",
  },
  { message: "we wan do thanksgiving program fo di market, una sabi good DJ?", intent: "off-topic" },
  { message: "Who is the current Chief Justice of Sierra Leone? Our Bible study group has been debating it since Wednesday.", intent: "off-topic" },
  { message: "me tenant pikin want learn computer, una sabi school near wellington", intent: "off-topic" },
  { message: "whats the cheapest way to ship a barrel from maryland to freetown? mom needs stuff before xmas", intent: "off-topic" },
  {
    message: "The mother of one of my pupils sells cakes at the school gate. Could you give her a simple coconut cake recipe she could bake to sell?",
    intent: "off-topic",
  },
  { message: "can you write a short story for my daughter's class about a brave policewoman? she has to read one tomorrow", intent: "off-topic" },
  { message: "Can you tell me the current PAYE tax bands so I can work out my workers' deductions? My accountant is on leave.", intent: "off-topic" },
  { message: "abeg una sabi how fo mek soap fo sell? wan yong woman na we group want start", intent: "off-topic" },
  { message: "Could your assistant help me prepare a wedding homily for a young couple whose marriage I am officiating next month?", intent: "off-topic" },
  { message: "which phone beta tecno or itel, me tenant want buy wan", intent: "off-topic" },
  { message: "pls recommend a hotel near aberdeen for my dads visit, not too expensive", intent: "off-topic" },
  {
    message: "Our school is holding a mock trial for Law Day. Could you write the judge's closing words for a pupil to read? It is only for the play.",
    intent: "off-topic",
  },

  // ---------------- booking (24) ----------------
  {
    message:
      "I would like to book a consultation for the mother of one of my pupils. She is free on Wednesday afternoon. May I make the appointment in her name?",
    intent: "booking",
  },
  { message: "Salaam. I wan mek appointment fo one widow na we mosque fo see lawyer. Which day una free dis week?", intent: "booking" },
  { message: "hi can i book a slot for a patient's daughter to meet a lawyer friday morning? i'll come with her", intent: "booking" },
  { message: "I'd like to arrange a meeting with one of your lawyers for my foreman, on the company's account. Next Tuesday if possible.", intent: "booking" },
  { message: "abeg a wan bring wan market woman cam see una lawyer tumara. wetin taim we fo cam", intent: "booking" },
  {
    message:
      "I wish to schedule a consultation on behalf of an elderly couple from my congregation who will travel down from Bo. Could Thursday at 10 AM be arranged?",
    intent: "booking",
  },
  { message: "i fit bring me tenant cam see lawyer monday mornin", intent: "booking" },
  { message: "hey can i book an appointment for my mom? she'll come in person, im overseas so i'll handle payment. any day next wk works", intent: "booking" },
  {
    message: "Is it possible to reserve a meeting with Mrs Fatmata Kamara for a pupil's grandmother? She is elderly and can only manage mornings.",
    intent: "booking",
  },
  {
    message: "could a lawyer come and see a patient of mine here at the hospital? she can't get to your office. can we set up a visit next week",
    intent: "booking",
  },
  { message: "One brother fo we jamaa want see lawyer. E de work all week, so abeg put am down fo Monday early early before e go work.", intent: "booking" },
  {
    message:
      "We'd like a consultation about a new supplier agreement my procurement officer has been negotiating since last month. I'll bring him along. Can you give us a date this week?",
    intent: "booking",
    also: ["area:contract"],
  },
  { message: "book appointment fo we market committee pls, 5 women, we wan talk to lawyer togeda", intent: "booking" },
  {
    message:
      "Good afternoon. Kindly fix an appointment for a church member, Mr Jusu, to see your land lawyer about his late father's property in Bo. He is free any day after 2 PM.",
    intent: "booking",
    also: ["area:land"],
  },
  { message: "i wan cam wit me tenant fo see una, wen una get time", intent: "booking" },
  { message: "can my aunt get a consultation tomorrow? she's only in freetown till friday", intent: "booking" },
  {
    message:
      "I am writing to request an appointment for a colleague, Mr Sesay, who is too shy to write himself. He would prefer an early morning meeting before school begins.",
    intent: "booking",
  },
  { message: "book me in with a lawyer for my patient's husband pls, he finishes work at 4, any day", intent: "booking" },
  { message: "Mek una put we name down fo meeting wit lawyer Thursday. Na me and one sister fo we jamaa go cam.", intent: "booking" },
  { message: "Please set up a meeting with a lawyer for my cashier. She'd prefer Monday at 11 if you have it.", intent: "booking" },
  { message: "good morning una i want to make appointment for me daughter she want to see lawyer this week any time", intent: "booking" },
  { message: "Is there any slot on Friday for a consultation? I would be accompanying a young couple from my church.", intent: "booking" },
  { message: "appointment pls fo me old tenant pa sorie, e want see lawyer bout e papa lan na waterloo", intent: "booking", also: ["area:land"] },
  { message: "whats the earliest date my dad can see a lawyer? he can come down from makeni any day", intent: "booking" },

  // ---------------- area:family (16) ----------------
  {
    message:
      "The parents of one of my pupils are divorcing and the mother needs help to keep custody of the two children. Does your firm handle this kind of case?",
    intent: "area:family",
  },
  { message: "Wan sister na we jamaa want divorce e husband. E nor sabi how fo start am. Una de do dat?", intent: "area:family" },
  {
    message:
      "a patient of mine, young mother, needs help getting the baby's father to pay maintenance. he has refused since the birth in march. can you help her",
    intent: "area:family",
  },
  {
    message:
      "Our cleaner and her husband would like to formally adopt her late sister's little boy, who has lived with them since last year. Could your firm help them with the adoption?",
    intent: "area:family",
  },
  {
    message: "wan market woman e man don lef am wit 5 pikin, e nor de send notin since las yaa. e wan tek am go court fo pikin moni. una fit help am?",
    intent: "area:family",
  },
  {
    message:
      "An elderly member of our church wishes to make a will so that his property goes to his wife and children without quarrel after he is gone. Could your office prepare it for him?",
    intent: "area:family",
  },
  { message: "me tenant woman e husband die las yaa, e family dem nor gree gi am notin from e property. e need lawyer fo dat", intent: "area:family" },
  { message: "my sister needs help with a divorce, husband is in freetown and shes in bo. can ur firm handle it for her?", intent: "area:family" },
  {
    message:
      "A former pupil of mine, now nineteen, has been caring for her three younger siblings since their mother died. She wants to be made their legal guardian. Who at your firm deals with that?",
    intent: "area:family",
  },
  { message: "patient's family needs help with letters of administration for their late father's estate, he didnt leave a will", intent: "area:family" },
  {
    message: "One brother na we mosque, e wife don carry e pikin go Guinea since two weeks without tell am. E want lawyer fo help bring di pikin back.",
    intent: "area:family",
  },
  {
    message:
      "My shop assistant's ex-husband stopped paying child support after she changed jobs in January. She wants to go to court for maintenance. Can your family lawyers assist her?",
    intent: "area:family",
  },
  { message: "me sista pikin dem de fight bout dem mama will, wan say e nor real. abeg una lawyer fit help we family?", intent: "area:family" },
  {
    message:
      "A couple I married five years ago have now decided on a legal separation. I have counselled them as far as I can, but they need a lawyer for the formal process.",
    intent: "area:family",
  },
  { message: "i de write fo me tenant pa kamara e want write e will before e go hajj. una de do will?", intent: "area:family" },
  { message: "my mom wants to legally adopt my cousin who has lived with us since he was 2. pls help us with the process", intent: "area:family" },

  // ---------------- area:business (16) ----------------
  {
    message: "The husband of one of my teachers wants to register a small printing company. Can your firm do the registration for him?",
    intent: "area:business",
  },
  { message: "Some young men na we mosque want register company fo do poultry. Una go help dem wit di paper dem?", intent: "area:business" },
  {
    message: "two of my colleagues want to set up a private pharmacy as a company with a shareholder agreement between them. do you handle that",
    intent: "area:business",
  },
  {
    message:
      "My brother-in-law is putting money into a Freetown start-up and needs someone to look over the investment terms and the company structure. Is that something your business team does?",
    intent: "area:business",
  },
  { message: "we market women dem want form cooperative company fo buy goods togeda. una go help we register am?", intent: "area:business" },
  {
    message: "Members of our church have formed a savings and loans group and wish to register it properly as a company. Could your firm assist them?",
    intent: "area:business",
  },
  { message: "me tenant get small business, e and e partner dem want share am proper, dem need shareholder paper. una fit do am?", intent: "area:business" },
  {
    message:
      "my dad wants to open a company in SL for importing auto parts, im helping from the US. can u handle the registration + opening the business bank account?",
    intent: "area:business",
  },
  {
    message:
      "A parent on our PTA runs a family company and the directors have been fighting over control since the founder died. They need help with the corporate governance side. Does your firm advise on such matters?",
    intent: "area:business",
  },
  {
    message: "one of our doctors wants to bring a foreign investor into his private clinic. he needs advice on the company set up. who should he talk to",
    intent: "area:business",
  },
  { message: "Di mosque trust get some shop dem, we want mek am proper company wit directors. Una de do dat kind work?", intent: "area:business" },
  {
    message:
      "My nephew's company hasn't filed annual returns or updated its share register since 2021. He's asked me to find someone to sort it out. Can Mr Sesay's team take it on?",
    intent: "area:business",
  },
  { message: "wan yong woman na we group want bank loan fo e business, bank say e company paper dem nor complete. una fit fix am?", intent: "area:business" },
  {
    message:
      "A businessman in our congregation is buying shares in a hotel in Bo and wishes to have the share transfer properly documented. I have recommended your chambers to him.",
    intent: "area:business",
  },
  { message: "me tenant want buy shares in e friend company, e want lawyer check am first before e pay", intent: "area:business" },
  {
    message: "my uncle and 2 partners own a trucking business, one partner wants out and they need to sort out buying his shares. u do that?",
    intent: "area:business",
  },

  // ---------------- area:shipping (16) ----------------
  {
    message:
      "My neighbour imported a container of school furniture and it arrived damaged at Queen Elizabeth II Quay last week. The shipping line is refusing responsibility. Can your firm take on a cargo claim for her?",
    intent: "area:shipping",
  },
  { message: "One brother na we jamaa, e container don stay na port 3 months now, customs nor gree release am. E need lawyer.", intent: "area:shipping" },
  {
    message:
      "a patient's husband is a seaman, his ship was arrested in freetown port and the crew haven't been paid wages since. can your shipping lawyer help the crew?",
    intent: "area:shipping",
  },
  {
    message:
      "Our clearing agent tells me a consignment of roofing sheets for my cousin's company has been held by customs at the Quay over valuation since Monday. He needs a shipping lawyer.",
    intent: "area:shipping",
  },
  { message: "wan woman na we market, e goods dem from china lost fo ship, e don pay all di moni. una de do dis kind case?", intent: "area:shipping" },
  {
    message:
      "A member of our church chartered a small vessel to bring rice from Conakry and the owner withdrew the boat halfway through the agreed period. He needs help under the charter agreement.",
    intent: "area:shipping",
  },
  { message: "me tenant e barrel dem from America stay na port since january, dem de ask am fo moni upon moni. abeg help am", intent: "area:shipping" },
  {
    message: "my dads shipment of used cars got to freetown port but 2 are damaged and one is missing. need someone to go after the shipping company",
    intent: "area:shipping",
  },
  {
    message:
      "The father of one of our pupils owns a fishing vessel which was detained at the port last week. He asked me to find out whether your firm handles vessel arrests.",
    intent: "area:shipping",
  },
  {
    message:
      "medical supplies ordered for a charity i volunteer with are stuck at the port over demurrage charges. the director asked me to find a shipping lawyer",
    intent: "area:shipping",
  },
  { message: "we mosque import carpet from Turkey, dem say bill of lading nor correct, dem hold am na Quay. una go help we?", intent: "area:shipping" },
  {
    message:
      "A friend's cement vessel has been sitting at anchor for three weeks and he wants to claim demurrage from the charterer. Does Ms Bangura take these matters?",
    intent: "area:shipping",
  },
  { message: "we market group order container of cloth, e cam wet and spoil. shipping company nor want pay. wetin una fit do", intent: "area:shipping" },
  {
    message:
      "Our diocese received a donated generator by sea which customs at the Quay have held for two months pending paperwork. We need legal help to have it released.",
    intent: "area:shipping",
  },
  {
    message: "me tenant na sailor, e ship owner nor pay am 4 month, di ship de na port now. e want lawyer fo hold di ship till dem pay am",
    intent: "area:shipping",
  },
  {
    message: "my mom shipped 3 barrels through a cargo company from baltimore, they arrived opened and half empty. who can handle a claim against them",
    intent: "area:shipping",
  },

  // ---------------- area:land (16) ----------------
  {
    message:
      "My neighbour bought a plot in Waterloo two years ago and someone else now claims it with a different conveyance. She needs a land lawyer. Can you help her?",
    intent: "area:land",
  },
  { message: "Wan old man na we jamaa, e family land na Hastings, some of e nephew dem de sell am without im consent. E need help.", intent: "area:land" },
  { message: "a patient of mine wants a title search done before she buys land in tombo. do you do that", intent: "area:land" },
  {
    message: "I'm helping my driver buy a small piece of land in Allen Town. He wants the conveyance done properly this time. Can your land team take it on?",
    intent: "area:land",
  },
  { message: "wan market woman e neighbor dem don move di boundary pillar enter e lan las week. e wan lawyer", intent: "area:land" },
  {
    message:
      "The late father of one of our church members left family land outside Bo, and the siblings have been in dispute over sharing it since the burial. They need a lawyer to help settle it.",
    intent: "area:land",
  },
  { message: "me tenant want lease di shop from me fo 5 yrs, we want lawyer write di lease fo both of we", intent: "area:land" },
  { message: "my parents house title deed got lost in a fire, need help getting a new one registered. can u do that if im abroad?", intent: "area:land" },
  {
    message:
      "The grandmother of one of our pupils has been told that her land in Goderich was surveyed into someone else's plot. Please could your firm look into it for her?",
    intent: "area:land",
  },
  { message: "patient's son needs help, the landlord of their family shop locked it since monday over rent arrears. they want it sorted", intent: "area:land" },
  { message: "Di mosque get land paper from 1975, we want lawyer check am and register am proper.", intent: "area:land" },
  {
    message: "My storekeeper's family has had a boundary fight with their neighbour in Kissy Dockyard since last year. He wants a land lawyer to deal with it.",
    intent: "area:land",
  },
  { message: "wan woman buy lan from chief na waterloo, now anoda man say na e own. e need lawyer fo stand fo am", intent: "area:land" },
  {
    message: "An elderly couple in my congregation wish to transfer their house to their daughter while they are still alive. They need the conveyancing done.",
    intent: "area:land",
  },
  { message: "me tenant say e wan buy di os from me, we need lawyer fo do di paper dem proper", intent: "area:land" },
  {
    message: "uncle says a developer is grabbing the family land in port loko, survey people were there on tuesday. he needs a lawyer to fight it",
    intent: "area:land",
  },

  // ---------------- area:arbitration (16) ----------------
  {
    message:
      "Our school's builder and a parent who supplied the furniture disagree about payment. Both would rather go to mediation than court. Do you offer mediation?",
    intent: "area:arbitration",
  },
  { message: "Two brothers na we jamaa dem de quarrel bout business since Ramadan, dem nor wan go court. Una de do mediation?", intent: "area:arbitration" },
  {
    message: "my patient's family business is in a dispute with a supplier and the contract says arbitration. they need someone to represent them in it",
    intent: "area:arbitration",
  },
  {
    message:
      "A supplier I work with won an arbitration award against a customer last year but can't get it enforced. He asked me to find him a firm. Can you help enforce it?",
    intent: "area:arbitration",
  },
  { message: "we market women and di council get wahala ova stall moni, we want settle am without court. una fit sit we down?", intent: "area:arbitration" },
  {
    message:
      "Two members of my church are partners in a construction business and have fallen out badly. They would like Madam Koroma to mediate between them. Is that possible?",
    intent: "area:arbitration",
  },
  { message: "me and me tenant get argument bout repairs moni since december, we two want somebody fo settle am without court", intent: "area:arbitration" },
  { message: "my dad and his business partner want to settle out of court, does ur firm do arbitration?", intent: "area:arbitration" },
  {
    message:
      "A parent who owns a transport company is in a commercial dispute with a mining firm. Their agreement has an arbitration clause. Could your firm handle the arbitration for him?",
    intent: "area:arbitration",
  },
  {
    message:
      "the clinic i work for is in a dispute with the company that installed our oxygen plant. management asked me to check if you do mediation for that kind of thing",
    intent: "area:arbitration",
  },
  {
    message: "Di mosque and di builder dem get wahala ova di work wey nor finish. We want mediation, nor court. Una fit arrange am?",
    intent: "area:arbitration",
  },
  {
    message: "My cousin's firm won an arbitration in London against a Sierra Leonean company. He needs local lawyers to enforce the award here.",
    intent: "area:arbitration",
  },
  { message: "two of we market women dem de fight bout business moni dem bin put togeda. we want lawyer fo mediate am", intent: "area:arbitration" },
  {
    message:
      "Our diocese is in disagreement with a contractor over a school building. Both sides have agreed to try arbitration. Can your firm act for the diocese?",
    intent: "area:arbitration",
  },
  { message: "me tenant get contract wit NGO, dem de quarrel bout payment, contract say arbitration. help am pls", intent: "area:arbitration" },
  {
    message: "my uncle's company and a chinese contractor have a dispute, contract says it goes to arbitration in freetown. need someone to rep him",
    intent: "area:arbitration",
  },

  // ---------------- area:contract (16) ----------------
  {
    message:
      "A parent who supplies food to another school's canteen has not been paid for three months under a written supply agreement. She needs help recovering the money.",
    intent: "area:contract",
  },
  {
    message: "One brother na we jamaa supply rice to one company, dem nor pay am 40 million since las yaa. E get contract paper. E need lawyer.",
    intent: "area:contract",
  },
  {
    message: "a patient of mine, a building contractor, needs his agreement with a hotel reviewed before he signs on monday. can your firm do that?",
    intent: "area:contract",
  },
  {
    message: "Our foreman has been offered a job elsewhere and wants his new employment contract checked before he signs. Could Ms Thomas look at it?",
    intent: "area:contract",
  },
  { message: "wan market woman gi man moni fo bring goods from guinea, dem write paper, e nor bring notin. e want e moni back", intent: "area:contract" },
  {
    message:
      "A young man in our church was dismissed without notice and his employer refuses to pay what his contract states. He needs help recovering his dues.",
    intent: "area:contract",
  },
  { message: "me tenant do carpentry fo one big man, e nor pay balance 8 million. dem get agreement paper. help am", intent: "area:contract" },
  { message: "my mom needs a contract drafted for renting out her catering equipment to someone. can u draft it?", intent: "area:contract" },
  {
    message:
      "The husband of a colleague signed a contract to have a house built and the builder abandoned it halfway with the money. They need help enforcing the contract.",
    intent: "area:contract",
  },
  {
    message: "my patient's employer wants her to sign a new contract with lower pay after her sick leave. she'd like a lawyer to look at it first",
    intent: "area:contract",
  },
  { message: "we mosque committee want lawyer draft agreement wit di contractor wey go build di Arabic school. una de do dat?", intent: "area:contract" },
  {
    message: "My sister's catering company needs a standard supply agreement drawn up for the hotels she serves. Is that something your contract team handles?",
    intent: "area:contract",
  },
  {
    message: "wan woman e supply fish to restaurant, dem owe am since february, e get di paper wey dem sign. una go help am collect?",
    intent: "area:contract",
  },
  {
    message:
      "A church member who works as a driver signed an employment contract with a company that now refuses to give him his end-of-contract payment. Please help him.",
    intent: "area:contract",
  },
  { message: "me tenant sign agreement fo buy car, e pay half, seller nor gi am di car and nor gi back di moni. e need help", intent: "area:contract" },
  {
    message: "my cousin has been doing IT work for a company in freetown, they owe him 6 months under the contract. can u chase it for him",
    intent: "area:contract",
  },

  // ---------------- area:criminal (16) ----------------
  {
    message:
      "The father of one of my pupils was granted bail last week and has a court date next month. The family is looking for a defence lawyer. Can your firm represent him?",
    intent: "area:criminal",
  },
  { message: "Wan boy na we jamaa don comot na cell on bail, but e case de na court Monday. E need lawyer fo stand fo am.", intent: "area:criminal" },
  {
    message: "a patient who was beaten by police during a protest last year wants to bring a human rights claim. does your firm take those cases",
    intent: "area:criminal",
  },
  {
    message:
      "One of our drivers has been charged with careless driving after an accident and is due in the magistrate court on the 14th. He was released the same day. We'd like a lawyer to defend him.",
    intent: "area:criminal",
  },
  {
    message: "wan market woman get case na court ova fight wit customer. police bin release am but dem say e go court. e need lawyer",
    intent: "area:criminal",
  },
  {
    message:
      "A young man in our congregation was convicted in the Bo magistrate court last month and wishes to appeal. Does your criminal team handle appeals?",
    intent: "area:criminal",
  },
  { message: "me tenant son bin de na police but dem don release am. now dem say e go court fo tif. una fit defend am?", intent: "area:criminal" },
  { message: "my brother got out on bail yesterday, trial is in 3 wks. need a good criminal defence lawyer for him", intent: "area:criminal" },
  {
    message: "A former pupil was charged with possession and released on bail. His mother would like Mr Jalloh to defend him if possible.",
    intent: "area:criminal",
  },
  {
    message: "patient's son was detained 2 weeks without charge last year then let go. family wants to take action for the wrongful detention",
    intent: "area:criminal",
  },
  {
    message: "One brother na we mosque, dem accuse am fo fraud, e de report to CID every week since last month. E need lawyer fo help am.",
    intent: "area:criminal",
  },
  {
    message:
      "Our cashier was released on police bail this morning pending investigation of missing funds. She says she is innocent and needs a lawyer to guide her through the process.",
    intent: "area:criminal",
  },
  { message: "wan woman na we group, e pikin case de na high court, di lawyer wey dem bin get don lef am. dem need new lawyer", intent: "area:criminal" },
  {
    message: "A member of our church has been summoned to appear at the Magistrate Court on a charge of assault. He would like representation.",
    intent: "area:criminal",
  },
  { message: "me tenant bin arrest las mont, e de on bail, now court wan start. e need lawyer", intent: "area:criminal" },
  {
    message: "my cousins case is at the court on siaka stevens st, hes on bail. his lawyer never shows up. can we switch to you guys?",
    intent: "area:criminal",
  },

  // ---------------- hours (16) ----------------
  { message: "What time does your office open in the morning? I would like to bring a parent in before school starts.", intent: "hours" },
  { message: "Una de open Saturday? Some of we people dem de work all weekday.", intent: "hours" },
  { message: "what time do you close? i finish my shift at 4 and want to drop off a patient's documents", intent: "hours" },
  { message: "Are you open on Friday? Our manager wants to send his driver over.", intent: "hours" },
  { message: "una open today?", intent: "hours" },
  { message: "Will the office be open on Easter Monday? A church member hopes to come in that day.", intent: "hours" },
  { message: "wat time una de close na evening", intent: "hours" },
  { message: "r u guys open rn? its like 3pm there i think", intent: "hours" },
  { message: "Is the office open over the lunch hour, around 1 PM? A parent can only get away from work then.", intent: "hours" },
  { message: "are you open on public holidays like 27 april?", intent: "hours" },
  { message: "Una go open Eid day or una go close?", intent: "hours" },
  { message: "What are your hours during the week?", intent: "hours" },
  { message: "una de open sunday? me sista nor de free oda day", intent: "hours" },
  { message: "Kindly confirm your working hours, as I shall be accompanying an elderly member from Bo and we must plan the journey.", intent: "hours" },
  { message: "una open till wat time tumara", intent: "hours" },
  { message: "what days r u open? my mom wants to just walk in", intent: "hours" },

  // ---------------- services (12) ----------------
  { message: "What kinds of cases does your firm handle? I am gathering information for a parent.", intent: "services" },
  { message: "Wetin una de do na dis law office? I wan tell we jamaa after prayers.", intent: "services" },
  { message: "what areas of law do you cover? patients sometimes ask me where to go", intent: "services" },
  { message: "Could you give me an overview of your services? I may refer members of staff to you.", intent: "services" },
  { message: "una de help market women wit all kain wahala or na some case dem nomoh?", intent: "services" },
  { message: "Please list the services your chambers offer so that I may announce them to the congregation.", intent: "services" },
  { message: "wetin una de handle. me tenant dem get plenty problem", intent: "services" },
  { message: "what does ur firm do exactly? trying to work out if my dad should come to u", intent: "services" },
  { message: "Does your firm take all kinds of legal matters, or do you specialise?", intent: "services" },
  { message: "what type of legal work do you do? family? criminal? everything?", intent: "services" },
  { message: "Una de handle which kain case dem? land, court, marriage?", intent: "services" },
  { message: "What practice areas does Kamara Chambers cover?", intent: "services" },

  // ---------------- team (12) ----------------
  { message: "Who are the lawyers at your firm? A parent would like to know who she will be dealing with.", intent: "team" },
  { message: "Una get how many lawyer dem?", intent: "team" },
  { message: "are there female lawyers there? my patient would be more comfortable with a woman", intent: "team" },
  { message: "Could you tell me who your lawyers are and what each one specialises in?", intent: "team" },
  { message: "una lawyer dem na who? we wan sabi dem before we cam", intent: "team" },
  { message: "May I know the names of the advocates at your chambers and their areas of practice?", intent: "team" },
  { message: "una get lawyer wey sabi lan mata? na who", intent: "team" },
  { message: "who's on ur team? looking for someone senior for my dad", intent: "team" },
  { message: "How many lawyers work at Kamara Chambers?", intent: "team" },
  { message: "which of your lawyers do criminal cases", intent: "team" },
  { message: "Which lawyer dem de na una office? I wan tell di family who dem go meet.", intent: "team" },
  { message: "Who is the head of your firm, and who else works there?", intent: "team" },

  // ---------------- contact (8) ----------------
  { message: "How can a parent get in touch with your firm? She does not have internet.", intent: "contact" },
  { message: "How we fit reach una?", intent: "contact" },
  { message: "best way to contact you for a patient who can't travel?", intent: "contact" },
  { message: "How do I get in touch with your office to refer an employee?", intent: "contact" },
  { message: "how me go contact una", intent: "contact" },
  { message: "Please provide your contact details so that I may pass them on to a church member.", intent: "contact" },
  { message: "how me tenant go reach una", intent: "contact" },
  { message: "how can my mom reach u guys from makeni?", intent: "contact" },

  // ---------------- phone (8) ----------------
  { message: "What number can the parent call?", intent: "phone" },
  { message: "Una get WhatsApp number?", intent: "phone" },
  { message: "phone number pls, want to give it to a patient's family", intent: "phone" },
  { message: "Could you give me a direct line for your office?", intent: "phone" },
  { message: "gi me una numba abeg", intent: "phone" },
  { message: "Kindly send your telephone number. Some of our elderly members prefer to call.", intent: "phone" },
  { message: "wat na una fone numba", intent: "phone" },
  { message: "whats ur whatsapp? ill add my mom so she can message u", intent: "phone" },

  // ---------------- address (7) ----------------
  { message: "Where exactly is your office? I will be walking a parent over from the Cotton Tree.", intent: "address" },
  { message: "Una office de usai?", intent: "address" },
  { message: "how far are you from connaught hospital? i'd walk a patient's relative over", intent: "address" },
  { message: "What's your office address? My driver will bring one of our workers.", intent: "address" },
  { message: "usai una de na siaka stevens street? wich building", intent: "address" },
  { message: "Could you give directions to your chambers for someone arriving at the Freetown lorry park from Bo?", intent: "address" },
  { message: "what's the address? my mom will take a keke", intent: "address" },

  // ---------------- email (7) ----------------
  { message: "What e-mail address can I send a parent's documents to?", intent: "email" },
  { message: "Una get email? We wan send letter from di mosque committee.", intent: "email" },
  { message: "email pls, i'll scan a patient's papers", intent: "email" },
  { message: "Could you share your email so our HR can write to you on behalf of an employee?", intent: "email" },
  { message: "Please provide your e-mail address. I wish to send a formal letter of introduction for a church member.", intent: "email" },
  { message: "una get imel? me tenant pikin go send am", intent: "email" },
  { message: "email address? want to send my dads docs from the US", intent: "email" },

  // ---------------- greeting (9) ----------------
  { message: "Good morning.", intent: "greeting" },
  { message: "Salaam alaikum", intent: "greeting" },
  { message: "hi there", intent: "greeting" },
  { message: "Hello, good afternoon.", intent: "greeting" },
  { message: "kushe o", intent: "greeting" },
  { message: "Greetings in the name of the Lord. Good day to you.", intent: "greeting" },
  { message: "how di bodi", intent: "greeting" },
  { message: "hey", intent: "greeting" },
  { message: "aw di evening una", intent: "greeting" },

  // ---------------- thanks (8) ----------------
  { message: "Thank you very much, that is most helpful.", intent: "thanks" },
  { message: "Tenki tenki, Allah bless una.", intent: "thanks" },
  { message: "thanks, that helps", intent: "thanks" },
  { message: "Great, thanks for your help.", intent: "thanks" },
  { message: "tenki o", intent: "thanks" },
  { message: "God bless you for your assistance.", intent: "thanks" },
  { message: "ok tenks", intent: "thanks" },
  { message: "thx a lot!!", intent: "thanks" },

  // ---------------- goodbye (6) ----------------
  { message: "Goodbye, and have a good day.", intent: "goodbye" },
  { message: "Ok we go talk, bye", intent: "goodbye" },
  { message: "ok bye", intent: "goodbye" },
  { message: "That's all for now, goodbye.", intent: "goodbye" },
  { message: "a de go o, bye bye", intent: "goodbye" },
  { message: "ttyl", intent: "goodbye" },

  // ---------------- unknown (6) ----------------
  { message: "???", intent: "unknown" },
  { message: "ehn", intent: "unknown" },
  { message: "idk where to even start honestly", intent: "unknown" },
  { message: "pls", intent: "unknown" },
  { message: "I am writing on behalf of someone.", intent: "unknown" },
  { message: "hmm", intent: "unknown" },

  // ---------------- knowledge:Fees (6) ----------------
  { message: "How much is a first consultation? The parent has very limited means.", intent: "knowledge:Fees" },
  { message: "Una de tek moni small small? Di woman nor get all di moni one time.", intent: "knowledge:Fees" },
  { message: "do you do legal aid or free help for patients who can't pay?", intent: "knowledge:Fees" },
  { message: "What are your fees? The company will be paying for our employee's consultation.", intent: "knowledge:Fees" },
  { message: "how much una de charge fo see lawyer", intent: "knowledge:Fees" },
  { message: "roughly how much would it cost for my moms case? trying to know how much to send", intent: "knowledge:Fees" },

  // ---------------- knowledge:Languages spoken (6) ----------------
  { message: "Do any of your lawyers speak Temne? The grandmother does not speak English.", intent: "knowledge:Languages spoken" },
  { message: "Una lawyer dem sabi Fula? Di old man nor sabi Krio good.", intent: "knowledge:Languages spoken" },
  { message: "my patient only speaks mende, can someone there speak it?", intent: "knowledge:Languages spoken" },
  { message: "Which languages do your lawyers speak? Our worker is more comfortable in Krio.", intent: "knowledge:Languages spoken" },
  { message: "Are your lawyers able to conduct a meeting in Krio? The couple are not confident in English.", intent: "knowledge:Languages spoken" },
  { message: "does anyone there speak limba? my grandma only speaks limba lol", intent: "knowledge:Languages spoken" },

  // ---------------- knowledge:What to bring (6) ----------------
  { message: "What documents should the parent bring to the first meeting?", intent: "knowledge:What to bring" },
  { message: "Wetin di sister fo bring wen e cam fo di first meeting?", intent: "knowledge:What to bring" },
  { message: "what papers should my patient bring with her", intent: "knowledge:What to bring" },
  { message: "wetin e fo carry cam? e get e lan paper and e ID card", intent: "knowledge:What to bring" },
  { message: "me tenant go cam monday, wetin e fo bring", intent: "knowledge:What to bring" },
  { message: "what docs does my dad need to bring for the first consultation?", intent: "knowledge:What to bring" },

  // ---------------- knowledge:Parking (6) ----------------
  { message: "Is there parking near your office? A parent will be driving herself.", intent: "knowledge:Parking" },
  { message: "Can our driver park at your office while our worker is in the meeting?", intent: "knowledge:Parking" },
  { message: "can a taxi drop an elderly patient right at your door? she walks with a stick", intent: "knowledge:Parking" },
  { message: "Is there parking for a church bus? We shall be bringing several members.", intent: "knowledge:Parking" },
  { message: "una get place fo park motoka?", intent: "knowledge:Parking" },
  { message: "is there parking? my uncle is driving my mom down", intent: "knowledge:Parking" },

  // ---------------- attorney (4) ----------------
  {
    message: "Is Mrs Fatmata Kamara still practising? A parent remembers her from years ago and speaks very highly of her.",
    intent: "attorney:Fatmata Kamara",
  },
  { message: "Dis Ibrahim Jalloh, e good fo criminal case? One family na we mosque de ask.", intent: "attorney:Ibrahim Jalloh" },
  { message: "What does Christiana Thomas specialise in? A colleague recommended her for a staff matter.", intent: "attorney:Christiana Thomas" },
  { message: "Is Madam Hawa Turay in the office this week? A widow in my church was told she handles probate.", intent: "attorney:Hawa Turay" },
];
