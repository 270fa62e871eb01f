import type { LabelledMessage } from "./labelled-message";

export const DEVELOPMENT_NINTH: LabelledMessage[] = [
  // ── urgent ──
  { message: "abeg una ep mi, polis don kam tek mi boy pikin dis morning na Kroo Bay, dem kari am go stesin, dem nor tel wi wetin i du", intent: "urgent" },
  { message: "mi sista in man dey na Eastern Polis sin yestade, dem nor wan gi am bel, wetin a go du naw", intent: "urgent" },
  {
    message:
      "Na mi dohta de rait dis fo mi. Mi na fish seller na Kroo Bay market. Yestade one uman se a tif in moni, a nor tif notin. Tide tu polis man kam na mi tebul, dem tek mi boy pikin we bin de ep mi sell, dem se na im go ansa. Naw i de na Central Polis an dem nor gri mek wi si am. Una get loya we go go de tide?",
    intent: "urgent",
  },
  {
    message:
      "dem don lok mi man insay sel sins Fraide na Kissy stesin. i bin de kam from makit wit di kart, dem se di kart na tif wan. i nor tif notin, na im bai am. tide na Tuzde an i stil de insai. abeg una sen loya",
    intent: "urgent",
  },
  { message: "POLIS DON HOL MI PIKIN NA STESIN NAW NAW ABEG KAM", intent: "urgent" },
  {
    message:
      "Please I beg, my driver has been arrested at Congo Cross police station since 6am and they are asking for money before they release him. My brother what do I do? I need a lawyer there now",
    intent: "urgent",
  },
  {
    message: "chale they just picked my site foreman from the Wellington site, CID people, he is in their vehicle now heading to town. pls who can come",
    intent: "urgent",
  },
  {
    message:
      "Good day. I am a Ghanaian engineer with a road contractor in Freetown. This morning immigration officers came to our camp in Waterloo and took two of our Ghanaian welders to their office saying their work permits are not in order. They are still being held there as I type. Please I beg, do you have someone who can go and see them today? And what will it cost us?",
    intent: "urgent",
    also: ["knowledge:Fees"],
  },
  {
    message: "my colleague is on remand at Pademba Road since last week, the magistrate refused bail. we need a lawyer to help him urgently my brother",
    intent: "urgent",
  },
  { message: "police are at our apartment gate now asking for my housemate, they say they have a warrant. please what do we do", intent: "urgent" },
  {
    message: "Good afternoon. My cousin was arrested this morning in Kenema and is being held at the police station. Can a lawyer attend please?",
    intent: "urgent",
  },
  {
    message:
      "Good morning. My husband has been detained at Kenema Police Division since Monday without charge. He is diabetic and they refuse to let us bring his medicine inside. Kindly advise how you can assist.",
    intent: "urgent",
  },
  {
    message: "Please, my junior colleague at the bank was taken into custody by ACC officers today. He is still with them. Is there a lawyer available?",
    intent: "urgent",
  },
  {
    message:
      "Sir/Madam, my father is being held by the police in Blama following a dispute at the lumber yard where he works. He was taken yesterday evening and has not been brought before any court. We require urgent legal representation.",
    intent: "urgent",
  },
  {
    message:
      "Is someone available now? The police have just arrested my brother outside our house in Hangha Road. They did not show any paper. We are following the vehicle to the station.",
    intent: "urgent",
  },
  { message: "bro the police just grabbed my boy outside school fr they put him in the pickup what do we do", intent: "urgent" },
  { message: "ngl im scared my friend got locked up last night at kissy station and his mum dont know yet, can yall help him", intent: "urgent" },
  { message: "yo they took me and 3 of my guys to the station for nothing, they let me go but 2 of them still inside rn, bro pls", intent: "urgent" },
  {
    message:
      "my big bro been in cell since saturday over some phone they say he stole fr he didnt, the guy who lost it found it in his own bag after. police still wont let him out till somebody pays. can a lawyer go there today",
    intent: "urgent",
  },
  {
    message:
      "so this whole thing started at the football match in lumley, some fight happened and we all ran, but police caught my cousin and they slapped him small and now hes sitting in the cell at lumley police and they saying he gotta pay 500k for bail ngl i dont even know if thats legit. bro we need someone fast",
    intent: "urgent",
  },
  {
    message:
      "Hi, I'm writing from Maryland. My mother just called me crying — police came to her house in Bo and arrested my younger brother. It's 2am here so I'm not sure what time it is there, but is anyone available right now to go to the station?",
    intent: "urgent",
  },
  {
    message:
      "My mom's neighbor says the police took my mother's caretaker away this afternoon and she's still being held at the station in Makeni. I'm in Texas and can't do anything from here. Please help.",
    intent: "urgent",
  },
  {
    message:
      "URGENT: my uncle was detained at Lungi airport by police when he landed and they are not letting him go. I'm in New Jersey on the phone with family. Need a lawyer ASAP",
    intent: "urgent",
  },
  {
    message:
      "Is there someone who can visit a detainee today? My brother has been in police custody in Freetown since Tuesday and nobody has charged him with anything.",
    intent: "urgent",
  },
  {
    message:
      "Sorry if this is the wrong place. My mother is 71 and she was taken to the police station this morning over a land argument with a neighbor. They're holding her there. I'm a nurse in Atlanta, I can pay from here, I just need someone to go get her out. What time do you open? I honestly can't figure out the time difference.",
    intent: "urgent",
    also: ["hours"],
  },
  {
    message:
      "plis help polic tek my son to pujehun station yestaday he stil ther. they say he drive motobike with no licence and knock woman, but he was at home with me",
    intent: "urgent",
  },
  {
    message:
      "my broder is in jail for polic in Zimmi sins 3 day no charge. they say is about land for his wife family but nobody tell us true. we go there everyday they drive us. plis help",
    intent: "urgent",
  },
  { message: "polis cam to my farm and arest my wife they cary her to town station", intent: "urgent" },
  {
    message:
      "sir my pikin they lock him for cell now in Pujehun town. he go sell pepper, man say he steal phone, polis take him. i no get money, i no know nobody there. what we do",
    intent: "urgent",
  },
  { message: "they hold my uncle for polis becaus cow eat farm of other man, he ther now, can lawyer come", intent: "urgent" },
  {
    message:
      "One of my hotel staff has just been arrested at the hotel by police in front of guests in Aberdeen. He's been taken to the station. Can someone attend immediately?",
    intent: "urgent",
  },
  {
    message: "A guest of mine, a Lebanese national, has been detained at Aberdeen police station since last night. The embassy is slow. Do you handle this?",
    intent: "urgent",
  },
  {
    message:
      "Police are at reception now saying they're taking my manager with them about some missing deposit from a guest. Guests are watching, my manager is refusing to go without a lawyer. What should I do right now?",
    intent: "urgent",
  },
  {
    message: "my night watchman was picked up by police after the break-in at the hotel, they think he's involved. he is still in the cell. need a lawyer",
    intent: "urgent",
  },
  {
    message:
      "Hello, I run a small guesthouse near Lumley Beach. Tonight there was a fight at the bar between two guests, police came and took my barman along with them even though he was only trying to separate them. It is now 11pm and he is still held at the station. Please I need a lawyer to go there tonight if possible, or first thing tomorrow.",
    intent: "urgent",
  },
  {
    message: "Mr Jalloh represented me last year. Now my son has been arrested and is at Central Police Station. Please ask him to go there today.",
    intent: "urgent",
  },
  {
    message: "You people helped me before with my case. They have arrested me again, I'm writing from the station on my phone, please send someone",
    intent: "urgent",
  },
  {
    message: "I am a former client. My brother was detained yesterday by police in Waterloo and he's still there. Can your criminal lawyer go?",
    intent: "urgent",
  },
  { message: "last time una lawyer no come on time, now my nephew dey for cell again at Kissy. this time please come quick", intent: "urgent" },
  {
    message:
      "Thank you for everything last time. Unfortunately my husband was taken by police this morning again over that same matter and he is still in custody.",
    intent: "urgent",
  },

  // ── safety ──
  { message: "mi man de bit mi evri nait, tide i se i go kil mi, a fred fo go os", intent: "safety" },
  { message: "abeg mi neba in man de bit am naw naw, wi de yeri am de hala", intent: "safety" },
  { message: "wan man de folo mi dohta from skul evri de, i se i go du am bad tin. a fred bad bad", intent: "safety" },
  {
    message: "Please I beg, my landlord threatened to kill me this evening with a cutlass over rent arrears. I am hiding at a friend's place now.",
    intent: "safety",
  },
  { message: "My wife's brother came to our house and beat her badly. She is bleeding and afraid he will come back tonight.", intent: "safety" },
  {
    message: "chale some guys at the site said they will deal with me if I report the cement theft, they showed me a knife. I fear for my life",
    intent: "safety",
  },
  { message: "Good evening. My sister is being beaten by her husband right now. Please what can we do?", intent: "safety" },
  { message: "I have received threatening messages saying I will be harmed if I testify. I am afraid.", intent: "safety" },
  { message: "My colleague was sexually assaulted by her supervisor. She is scared to go home.", intent: "safety" },
  { message: "bro my stepdad keeps hitting me and my little sister, he said tonight he gonna finish me fr. i dont know where to go", intent: "safety" },
  {
    message:
      "some guys said they gonna stab me after school tomorrow ngl im scared. its over a girl and they showed the knife in the group chat. i cant tell my dad he'll go crazy",
    intent: "safety",
  },
  { message: "my girl got raped at a party and she told nobody but me. what do we do", intent: "safety" },
  {
    message:
      "My mom called me and said her brother-in-law came with men and threatened to burn the house down with her inside if she doesn't leave. She's alone there. I'm in Ohio. What can she do tonight?",
    intent: "safety",
  },
  {
    message:
      "My sister in Freetown is being abused by her husband, he beat her last night and took her phone. I can only reach her through a neighbor. Please, who can help her now?",
    intent: "safety",
  },
  { message: "I'm really worried for my mom's safety, the caretaker has been hitting her when nobody is around. She's 78.", intent: "safety" },
  { message: "my wife husband broder beat her for farm, she bleed, he say he go kill all of we", intent: "safety" },
  { message: "man them com with cutlas to my hous for lan palaver, we run to bush", intent: "safety" },
  { message: "my small girl somebody rape her. she is 11. the man is big man for village and people say keep quiet. plis help", intent: "safety" },
  { message: "A guest is assaulting one of my housekeepers in a room right now, she is screaming. Police aren't answering.", intent: "safety" },
  { message: "A supplier I refused to pay for spoiled fish has threatened to come to the hotel with boys and hurt me and my staff tonight.", intent: "safety" },
  {
    message:
      "One of my receptionists tells me her husband beats her and she is afraid to go home tonight. She's staying in a room at the hotel for now. What can she do?",
    intent: "safety",
  },
  {
    message: "The same man from my case last year is now threatening me. He came to my shop and said he will kill me because I won. I'm scared.",
    intent: "safety",
  },
  {
    message:
      "My ex-husband, the one you dealt with in my custody case, broke into my house last night and beat me. I'm at my mother's now, scared he will find me.",
    intent: "safety",
  },
  {
    message: "you people did not protect me. after the judgment his family are sending boys to beat me every day. please I need help, i am scared for my life",
    intent: "safety",
  },
  {
    message:
      "Dear Sir/Madam, I hesitated to write this but a man I reported to the police for molesting my niece has been released and he now sits outside our compound in Kenema at night. We fear he will harm her or us.",
    intent: "safety",
  },

  // ── legal-question ──
  {
    message:
      "if mi man dai, in famili kin tek mi os? wi bil am togeda na Wellington, mi moni fo fish en in moni fo okada, bot di pepa na in nem wan. mi nor bin mared am na chooch, na kontri mared",
    intent: "legal-question",
  },
  { message: "na tru se if yu nor pe rent tri mont, landlord kin trowe yu tin dem na rod?", intent: "legal-question" },
  { message: "if a borow moni an a nor pe bak, dem kin put mi na jel fo dat?", intent: "legal-question" },
  { message: "mi pikin papa nor de gi am notin sins i bon. di lo se i fo pe fo di pikin o nor?", intent: "legal-question" },
  {
    message: "Is it true that a foreigner cannot own land in Sierra Leone, only lease it? My brother I want to know before I pay anything to anybody.",
    intent: "legal-question",
  },
  {
    message: "If my employer terminates my contract without notice, am I entitled to end of service benefits under Sierra Leone law?",
    intent: "legal-question",
  },
  { message: "please I beg, if police stop me at a checkpoint can they search my car without a warrant?", intent: "legal-question" },
  {
    message:
      "I was involved in a small accident with an okada near Jui yesterday, nobody was injured and I paid for his side mirror. Can they still charge me criminally later?",
    intent: "legal-question",
  },
  { message: "Is it legal for a bank to freeze a customer's account without a court order?", intent: "legal-question" },
  {
    message: "Good day. A customer asked me at the counter today and I could not answer: what is the maximum sentence for forgery of a cheque in Sierra Leone?",
    intent: "legal-question",
  },
  { message: "Can a wife inherit her husband's property if he died without a will?", intent: "legal-question" },
  {
    message: "Would I have a case if my employer deducted NASSIT contributions from my salary for two years but never paid them in?",
    intent: "legal-question",
  },
  { message: "bro is it true that if you're under 18 they cant put you in the real prison", intent: "legal-question" },
  {
    message:
      "can police take my phone and go through it without asking me fr. they stopped me and my guys by the junction last week and one officer just took it and scrolled my whatsapp. is that allowed or nah",
    intent: "legal-question",
  },
  { message: "if my friend had weed on him and i was just standing next to him can they charge me too ngl", intent: "legal-question" },
  {
    message:
      "how long do u get for fighting if the other guy broke his arm. asking for a friend fr, it was a fair fight and he swung first but the guy's dad is big in the area",
    intent: "legal-question",
  },
  { message: "Can my mother sign a power of attorney in Sierra Leone so I can manage her property from the US? Would it be valid?", intent: "legal-question" },
  {
    message:
      "My father died last year without a will and now his brothers are claiming the house in Bo where my mom has lived for 35 years. They say under customary law it goes to the family, not the wife. Is that true? Does my mother have any right to stay there?",
    intent: "legal-question",
  },
  {
    message:
      "Is it true that a marriage done in the US isn't recognized in Sierra Leone unless you register it there? My parents married in Brooklyn in 1989 and now that my dad has passed, his family in Bo are saying my mom was never his legal wife.",
    intent: "legal-question",
  },
  {
    message:
      "My mom was told she has to leave the house in 30 days because the landlord is selling. Is that even legal? Doesn't she get more notice than that?",
    intent: "legal-question",
  },
  {
    message:
      "if chief take my lan and give to other man, law alow that? my papa farm that lan, my granpa farm it. now chief say stranger from town pay him so he give it. i am born there",
    intent: "legal-question",
  },
  { message: "my broder die, him wife wan take all farm, she get right?", intent: "legal-question" },
  { message: "can i win case if i no get paper for lan but my grandpa farm there long long time", intent: "legal-question" },
  { message: "polis say i must pay money because my dog bite small boy, must i pay?", intent: "legal-question" },
  {
    message:
      "We have a guest who's been here three weeks and owes over 20 million leones. He keeps promising transfers that never arrive. Is it legal for me to keep his passport at reception until he settles the bill?",
    intent: "legal-question",
  },
  { message: "If a guest slips by the pool and breaks a leg, am I liable even though there is a clear warning sign?", intent: "legal-question" },
  {
    message:
      "Can I dismiss a barman who has been caught on CCTV stealing from the till without going through a disciplinary hearing first? He's been with us four years and is in the union.",
    intent: "legal-question",
  },
  {
    message:
      "My landlord wants to increase the rent on the hotel building by 60% halfway through the lease. The lease says the rent is fixed for five years. Can he actually do that, or do I just refuse to pay the increase?",
    intent: "legal-question",
  },
  { message: "After the judgment last month the other side still has not paid me a cent. Can I have them arrested for not paying?", intent: "legal-question" },
  {
    message:
      "Do I have grounds to appeal? The judge ruled against me on the boundary and I still think the survey plan was wrong. The surveyor the other side used wasn't even licensed, I found out afterwards. How long do I have?",
    intent: "legal-question",
  },
  {
    message: "The lawyer who handled my case told me the settlement was final. Is it true I can never reopen it, even if new evidence comes out?",
    intent: "legal-question",
  },
  {
    message: "They've sent me a settlement agreement to sign by Friday. Should I sign it? Will I lose my right to sue them later if I do?",
    intent: "legal-question",
  },

  // ── off-topic ──
  {
    message: "abeg aw fo kuk kasada lif plasas wit bonga fish, mi dohta se in man in mama de kam fo it sonde an mi wan mek i sweet pas evri tin",
    intent: "off-topic",
  },
  { message: "wetin na di pris fo bag rais na Kroo Bay makit tide", intent: "off-topic" },
  { message: "rait wan song fo mi pikin in weding pati nekst mont", intent: "off-topic" },
  { message: "wich poda poda go Waterloo from Kroo Bay an omos i cost", intent: "off-topic" },
  { message: "tel mi wan stori bot jodge we tif fol, fo mek mi granpikin dem laf", intent: "off-topic" },
  {
    message:
      "Please what is the exchange rate of cedi to leone today? I want to send some money to my mother in Kumasi and the forex people at Lumley are giving me a rate I don't trust.",
    intent: "off-topic",
  },
  { message: "chale who won the match between Black Stars and Leone Stars?", intent: "off-topic" },
  { message: "My brother, where can I buy good court shoes for my wife in Freetown? She has a wedding to attend.", intent: "off-topic" },
  { message: "what is the difference between a bearing capacity test and a plate load test, I need it for my junior engineer", intent: "off-topic" },
  {
    message: "Write me a short speech for our company's end of year party, please I beg. Something funny about the site engineers and the rainy season.",
    intent: "off-topic",
  },
  { message: "What is the current interest rate on fixed deposits at Rokel Commercial Bank?", intent: "off-topic" },
  { message: "Could you recommend a good book on the history of the Sierra Leone judiciary for my nephew's school project?", intent: "off-topic" },
  { message: "What is the price of a town lot of land in Kenema these days?", intent: "off-topic" },
  { message: "How many zeros were removed when the new leones came out? I need to explain it to a customer.", intent: "off-topic" },
  {
    message:
      "Please what is the weather forecast for Kenema this weekend? Our staff association has planned a picnic at the Kambui Hills and we would like to know if it will rain.",
    intent: "off-topic",
  },
  { message: "bro write me an essay on crime and punishment for english class its due tomorrow morning", intent: "off-topic" },
  {
    message: "who's better messi or ronaldo fr, me and my boys been arguing for like 2 hours and somebody said ask the lawyer bot lol so settle it",
    intent: "off-topic",
  },
  { message: "ngl how do i fix my phone it keeps saying storage full even after i deleted stuff", intent: "off-topic" },
  { message: "tell me a joke about a lawyer lol", intent: "off-topic" },
  { message: "whats the best character in free fire bro", intent: "off-topic" },
  { message: "What's the time difference between Freetown and Eastern time right now? Does Sierra Leone do daylight saving?", intent: "off-topic" },
  { message: "Which airline flies from Dulles to Lungi with the fewest stops? I want to go home in December.", intent: "off-topic" },
  { message: "What's the cheapest way to send money to my mother in Bo, Western Union or Orange Money?", intent: "off-topic" },
  {
    message: "How do I ship a barrel of food and clothes from Houston to Freetown for Christmas? Which shipping company is cheapest and how long does it take?",
    intent: "off-topic",
  },
  { message: "What vaccines do I need to travel to Sierra Leone? Is yellow fever still required at the airport?", intent: "off-topic" },
  {
    message: "wen rain go start for Pujehun this year, i want know wen to burn my farm and plant, last year rain come late and i lose plenty",
    intent: "off-topic",
  },
  { message: "how much for bag fertilizer now in Bo", intent: "off-topic" },
  {
    message: "how to stop monkey from eat my cassava, they come every morning and finish half the farm. my neighbour use dog but dog run away",
    intent: "off-topic",
  },
  { message: "wich seed rice good for swamp, last year my rice no good, the water too much. somebody tell me about NERICA, is it good", intent: "off-topic" },
  {
    message: "Can you suggest a menu for a beach wedding reception for 80 people? Mostly local dishes but some continental for the overseas guests.",
    intent: "off-topic",
  },
  { message: "What's the better booking platform for a small hotel, Booking.com or Airbnb? Which one takes less commission?", intent: "off-topic" },
  { message: "Write a short welcome note for guests to find in their rooms, in English and French please.", intent: "off-topic" },
  {
    message:
      "Where can I buy a 60 kVA generator at a fair price in Freetown? EDSA has been off in Aberdeen four nights this week and the old Perkins at the hotel is finally dying.",
    intent: "off-topic",
  },
  { message: "Do you know a good plumber in Aberdeen? The pool pump is leaking again.", intent: "off-topic" },
  {
    message:
      "Can you tell me the score of the Chelsea match yesterday. I was in the court waiting room the whole afternoon for somebody else's case and missed everything.",
    intent: "off-topic",
  },
  {
    message:
      "what's the best phone to buy under 3 million leones, my last one got seized with my things when I was in the cell and I never got it back, so I need a new one with a good camera",
    intent: "off-topic",
  },
  { message: "Write a poem about a judge who was fair to me, I want to read it at church on Sunday", intent: "off-topic" },
  { message: "is the office of the president open to the public for tours?", intent: "off-topic" },
  { message: "what does it mean when you dream police are chasing you", intent: "off-topic" },
  { message: "wetin na di bes tem fo go wash klos na Kroo Bay wen wata nor de", intent: "off-topic" },

  // ── greeting ──
  { message: "kushe o", intent: "greeting" },
  { message: "Good morning my brother", intent: "greeting" },
  { message: "Good afternoon.", intent: "greeting" },
  { message: "yo", intent: "greeting" },
  { message: "Hi there! Good evening from here, not sure what time it is for you", intent: "greeting" },
  { message: "helo sir", intent: "greeting" },
  { message: "Hello, good day to you", intent: "greeting" },
  { message: "hello again, it's me from last year", intent: "greeting" },

  // ── thanks ──
  { message: "tenki bad bad, God go bles una", intent: "thanks" },
  { message: "God bless you, thank you very much my brother", intent: "thanks" },
  { message: "Thank you for the information.", intent: "thanks" },
  { message: "ty bro fr", intent: "thanks" },
  { message: "Thanks so much, I really appreciate it", intent: "thanks" },
  { message: "tank you sir", intent: "thanks" },
  { message: "Many thanks, that's helpful.", intent: "thanks" },
  { message: "Thank you. I'm still grateful for what Mrs Kamara did for my family.", intent: "thanks" },

  // ── goodbye ──
  { message: "ok a de go naw, tenki, bye", intent: "goodbye" },
  { message: "Alright, let me go. Bye bye", intent: "goodbye" },
  { message: "Thank you, goodbye.", intent: "goodbye" },
  { message: "aight im out peace", intent: "goodbye" },
  { message: "Ok thanks, I have to start my shift now. Bye!", intent: "goodbye" },
  { message: "ok bye sir", intent: "goodbye" },
  { message: "Cheers, speak later.", intent: "goodbye" },
  { message: "Goodbye. Hopefully I won't need you again, ha", intent: "goodbye" },

  // ── services ──
  { message: "una de wok fo wetin kain kes dem?", intent: "services" },
  { message: "Please what kind of cases do you handle?", intent: "services" },
  { message: "What areas of law does Kamara Chambers practise?", intent: "services" },
  { message: "what do yall even do, like what kinda lawyer stuff", intent: "services" },
  {
    message:
      "Hi, what legal services does your firm offer? I'm trying to figure out if you can help my mom with a few different things going on at once back home.",
    intent: "services",
  },
  { message: "you do what kind work, my problem is farm, my other problem is my brother wife, i want know if you do all", intent: "services" },
  { message: "Do you do work for hospitality businesses, or only individuals? What areas do you cover?", intent: "services" },
  { message: "Besides criminal cases, what else does the firm do? I might need help with something different this time.", intent: "services" },
  { message: "Chale, does your firm only do court cases or other things too?", intent: "services" },
  {
    message:
      "Kindly list the services you provide. A few of my customers at the bank often ask me to recommend a law firm and I would like to know what to tell them.",
    intent: "services",
  },
  { message: "Is this a general practice firm or do you specialize in something?", intent: "services" },
  { message: "una de ep pipul wit ol kain lo palava?", intent: "services" },

  // ── team ──
  { message: "udat na di loya dem na una ofis? mi wan sabi dem nem, mi nor wan go tok to posin we a nor no", intent: "team" },
  { message: "Please who are the lawyers working there?", intent: "team" },
  { message: "May I see a list of your attorneys?", intent: "team" },
  { message: "who r the lawyers there", intent: "team" },
  {
    message:
      "Could you tell me who's on your team? I'd like to know their names and specialties before I call, so I can tell my mother who she'll be dealing with.",
    intent: "team",
  },
  { message: "how many lawyer you get and who be them, i want one who know farm and village matter", intent: "team" },
  {
    message: "Who are the partners and associates at the firm? I like to know who I'm dealing with before I hand over anything to do with the hotel.",
    intent: "team",
  },
  { message: "Who works at the firm now? There seemed to be a lot of new faces last time I came in.", intent: "team" },
  { message: "My brother, do you have any female lawyers on your team?", intent: "team" },
  { message: "Are your lawyers all Sierra Leonean? Who are they?", intent: "team" },
  { message: "any young lawyers there or its all old ppl lol who works there", intent: "team" },
  { message: "I'd like to know a bit about your lawyers — who they are and what experience they have.", intent: "team" },

  // ── contact ──
  { message: "aw a go kontak una", intent: "contact" },
  { message: "How can I reach you people please?", intent: "contact" },
  { message: "What is the best way to contact the firm?", intent: "contact" },
  { message: "how do i reach yall", intent: "contact" },
  {
    message:
      "What's the best way to get in touch with you from the US? Do you use WhatsApp? Regular calls are expensive for me and my hours are all over the place.",
    intent: "contact",
  },
  { message: "how i go talk to you peopl, i no get smart phone, this one is my nephew phone", intent: "contact" },
  { message: "How can I get in touch with the firm outside this chat?", intent: "contact" },

  // ── phone ──
  { message: "gi mi una fon nomba, mi dohta nor go de wit mi tumara fo rait, so a go kol una misef", intent: "phone" },
  { message: "Please what is your phone number, I want to call now", intent: "phone" },
  { message: "May I have your telephone number?", intent: "phone" },
  { message: "ur number? my mum wanna call yall herself she dont trust me typing lol", intent: "phone" },
  { message: "Can I call your office from the US? Which number should I dial, with the country code?", intent: "phone" },
  { message: "fon numba plis", intent: "phone" },
  { message: "Do you have a direct line I can ring this afternoon?", intent: "phone" },
  { message: "I lost the office number when my phone got stolen, can you send it again", intent: "phone" },

  // ── email ──
  { message: "mi dohta wan sen imel, wetin na una imel", intent: "email" },
  { message: "What is your email address my brother?", intent: "email" },
  { message: "Kindly provide your email address so that I may send documents.", intent: "email" },
  { message: "email? i got screenshots of the texts the guy sent and i wanna send them to someone", intent: "email" },
  {
    message:
      "Is there an email I can send my mom's documents to? That's easier for me with the time difference, I can send things at night here and you'll have them in the morning.",
    intent: "email",
  },
  { message: "What email should I use to send a copy of my lease for review?", intent: "email" },
  { message: "which email do I send the payment receipt to", intent: "email" },

  // ── address ──
  { message: "usai una ofis de", intent: "address" },
  { message: "Where is your office located? I am coming from Wellington.", intent: "address" },
  {
    message:
      "Could you please give me your office address? I will be in Freetown on Thursday for a bank training and would like to pass by during the lunch break.",
    intent: "address",
  },
  { message: "where yall at, is it the building near the big cotton tree or further down. im coming by okada after school", intent: "address" },
  { message: "What's the address of the office? My mom will take a keke from Kissy and needs to tell the driver where to stop.", intent: "address" },
  { message: "where your ofis, i com from Pujehun", intent: "address" },
  { message: "How do I get to your office from Aberdeen? Is it near the Cotton Tree?", intent: "address" },
  { message: "Have you moved office? I went to the old place and nobody was there.", intent: "address" },

  // ── hours ──
  { message: "una de opin satide? mi na makit uman, mondei to fraide a de na mi tebul from monin to ivin, na satide nomo a kin fri", intent: "hours" },
  { message: "wetin tem una de lok di ofis?", intent: "hours" },
  { message: "Please what time do you open in the morning?", intent: "hours" },
  { message: "Are you open on public holidays, chale? I'm only free on Independence Day.", intent: "hours" },
  {
    message: "What are your office hours? I work at the bank until 4:30 so I would need to know whether there is any time after work that I could come.",
    intent: "hours",
  },
  { message: "Are you open on Saturdays? I only get one Saturday off per month from the bank and it would be most convenient to come then.", intent: "hours" },
  { message: "yall open rn?", intent: "hours" },
  { message: "wat time u close today", intent: "hours" },
  {
    message:
      "What are your hours? And what's that in Eastern time? I think you're 4 or 5 hours ahead of us, but it changes when our clocks change and I always get it wrong.",
    intent: "hours",
  },
  {
    message: "Are you open right now? It's 7am here in California and I just got off a night shift. I'm trying to catch someone before I fall asleep.",
    intent: "hours",
  },
  { message: "you open sunday?", intent: "hours" },
  { message: "wat time ofis open, i take early vehicle from Pujehun 4 oclock, i reach town maybe 9 or 10", intent: "hours" },
  { message: "Are you open during lunch? I can only get away from the hotel around 1pm.", intent: "hours" },
  { message: "What time does the office close on Fridays?", intent: "hours" },
  { message: "Are you still closing at 5? I remember you used to close early some Fridays.", intent: "hours" },
  { message: "Is the office open tomorrow? And where exactly is it again, I forgot the street.", intent: "hours", also: ["address"] },

  // ── booking ──
  { message: "a wan kam si loya tumara", intent: "booking" },
  { message: "abeg put mi nem fo tok to loya Monde mornin, a go kam afta a sell mi fish", intent: "booking" },
  { message: "mi nid fo mit wan loya, wetin de una fri dis wik?", intent: "booking" },
  { message: "Please I beg, can I book an appointment for Thursday?", intent: "booking" },
  {
    message:
      "My brother I want to sit down with one of your lawyers this week. I am on site Monday to Wednesday in Port Loko so Thursday or Friday afternoon is what works for me. Which one is free?",
    intent: "booking",
  },
  { message: "Can I schedule a consultation for next Monday morning at 10?", intent: "booking" },
  {
    message: "I would like to book a consultation. I am available on any weekday afternoon after 3:00 PM, or on Friday morning if I take leave from the bank.",
    intent: "booking",
  },
  { message: "Is there availability on Wednesday afternoon for a meeting with a lawyer?", intent: "booking" },
  { message: "Kindly schedule me for a consultation at your earliest convenience. I will travel from Kenema.", intent: "booking" },
  { message: "can i come talk to a lawyer after school tomorrow", intent: "booking" },
  { message: "bro i need to see someone this week fr", intent: "booking" },
  { message: "how do i book a meeting, i dont wanna just show up and they send me home. is it like online or i gotta call", intent: "booking" },
  {
    message:
      "I'd like to set up a video consultation for my mother and me — I'm in the US and she'll be in Bo. Could we do Friday morning your time? That would be very early for me but I'll make it work.",
    intent: "booking",
  },
  {
    message:
      "Can I book a call with a lawyer? Evenings your time work best for me since I work nights at the hospital, so a 6 or 7pm call there would be early afternoon for me, I think.",
    intent: "booking",
  },
  { message: "My mom wants to come in person next week, how does she make an appointment?", intent: "booking" },
  { message: "i want see lawyer monday. i com from Pujehun sunday night with my broder, we sleep for Kissy and com monday morning", intent: "booking" },
  { message: "plis i com tuesday to talk lawyer", intent: "booking" },
  { message: "can lawyer see me small time wen i com town", intent: "booking" },
  {
    message:
      "I'd like to arrange a meeting with one of your lawyers next week to go over a lease renewal for the hotel. Tuesday or Wednesday ideally, mornings are quieter for me once breakfast service is done.",
    intent: "booking",
  },
  { message: "Could a lawyer come to the hotel for the consultation instead of me coming to your office?", intent: "booking" },
  {
    message:
      "Please book me in with a lawyer for Friday. Any time before 11 suits, after that I have a supplier delivery at the hotel and a group arriving from Lungi.",
    intent: "booking",
  },
  { message: "I need to come in again and see the lawyer who did my case. Can I get an appointment?", intent: "booking" },
  { message: "Book me for next week please, same as before", intent: "booking" },
  {
    message:
      "I want a meeting to discuss why my case was handled the way it was. I waited two years, paid everything you asked, and I'm still not happy with how it ended. I want to sit across the table from someone and get answers.",
    intent: "booking",
  },

  // ── knowledge:Fees ──
  { message: "omos una de cha fo si loya?", intent: "knowledge:Fees" },
  { message: "Please how much is a consultation? My brother I don't have plenty money right now", intent: "knowledge:Fees" },
  { message: "What are your consultation fees, and do you accept payment in instalments?", intent: "knowledge:Fees" },
  { message: "bro how much it cost, im broke fr", intent: "knowledge:Fees" },
  {
    message:
      "Do you offer legal aid or a reduced rate? My mother is a pensioner and I'm the one paying from here, so I need to know roughly what I'm looking at before we start anything.",
    intent: "knowledge:Fees",
  },
  { message: "Last time I paid in instalments. Can I do that again for a new matter?", intent: "knowledge:Fees" },

  // ── knowledge:Languages spoken ──
  { message: "una loya dem de tok Krio?", intent: "knowledge:Languages spoken" },
  { message: "lawyer can speak mende? my english small small, i want talk my problem proper to lawyer", intent: "knowledge:Languages spoken" },
  { message: "Do any of your lawyers speak Twi? If not, English is fine.", intent: "knowledge:Languages spoken" },
  { message: "Do you provide an interpreter for clients who speak only Temne?", intent: "knowledge:Languages spoken" },
  {
    message: "My mom is much more comfortable in Mende than English — is there a lawyer who speaks it, or can someone interpret for her?",
    intent: "knowledge:Languages spoken",
  },
  { message: "Some of my guests who may need advice are French-speaking. Do any of your lawyers speak French?", intent: "knowledge:Languages spoken" },

  // ── knowledge:Parking ──
  {
    message:
      "Is there parking at your office? I will come with the company pickup, it's a big Hilux with the site logo and I don't want to block anybody's gate.",
    intent: "knowledge:Parking",
  },
  {
    message: "Where can I park near the office? I will be driving down from Kenema and I am not familiar with the one-way streets in the centre of town.",
    intent: "knowledge:Parking",
  },
  { message: "my uncle is driving me there, is there parking", intent: "knowledge:Parking" },
  {
    message: "Is there somewhere safe to leave the car near Siaka Stevens Street? Town is always jammed and I don't want to get clamped.",
    intent: "knowledge:Parking",
  },
  { message: "Last time I got a ticket parking outside. Where am I supposed to park?", intent: "knowledge:Parking" },
  { message: "where i put my motobike wen i com, last time i go town polis take my bike because i park bad", intent: "knowledge:Parking" },

  // ── knowledge:What to bring ──
  { message: "wetin a fo bring wen a de kam?", intent: "knowledge:What to bring" },
  { message: "What documents should I bring to the consultation?", intent: "knowledge:What to bring" },
  {
    message:
      "What papers should my mom bring to her appointment? She has the house documents and my dad's death certificate, but I don't know what else a lawyer would want to see.",
    intent: "knowledge:What to bring",
  },
  {
    message: "what paper i bring, i have only one paper from chief and some receipt for land. my survey paper burn in fire",
    intent: "knowledge:What to bring",
  },
  { message: "Should I bring the lease and the licence documents when I come in?", intent: "knowledge:What to bring" },
  { message: "do i need to bring anything like id or whatever, i dont have national id yet im 17, only my school id card", intent: "knowledge:What to bring" },

  // ── unknown ──
  { message: "??", intent: "unknown" },
  { message: "a get wan tin", intent: "unknown" },
  { message: "Regarding the matter.", intent: "unknown" },
  { message: "same as before", intent: "unknown" },
  { message: "ok so basically", intent: "unknown" },
  { message: "mmmm", intent: "unknown" },

  // ── area:family ──
  {
    message:
      "mi man don lef mi wit tri pikin sins las yia, i de na Makeni wit ana uman naw, i nor de sen wan kobo fo skul fees o chop. a wan loya fo mek i tek kia of in pikin dem",
    intent: "area:family",
  },
  {
    message:
      "mi pikin papa dai las mont, naw in famili se mi pikin nor get rait fo eni tin we i lef, dem don tek di os na Wellington. abeg ep mi wit dis famili palava",
    intent: "area:family",
  },
  {
    message:
      "Please I beg, I married a Sierra Leonean lady here in 2021 under customary law and now we both want to end the marriage peacefully. I'm going back to Accra next year. I need someone to take us through the divorce process here.",
    intent: "area:family",
  },
  {
    message:
      "chale my wife and I want to adopt a little boy from an orphanage in Freetown, we have been fostering him for a year. We need a lawyer for the adoption paperwork.",
    intent: "area:family",
  },
  {
    message:
      "I would like assistance with a child maintenance matter. The father of my son works in Freetown and has not contributed anything since the child started school two years ago.",
    intent: "area:family",
  },
  {
    message:
      "I need advice regarding the adoption of my late sister's child. She passed in Kenema Government Hospital in January and the child's father is unknown. I have been caring for the child since.",
    intent: "area:family",
  },
  { message: "Assistance required with the registration of a customary marriage.", intent: "area:family" },
  { message: "my parents are divorcing and they keep fighting over who i stay with, can i get my own lawyer or something", intent: "area:family" },
  {
    message: "bro my girl is pregnant and her family want us to marry quick, we both 19, what do we even do lol we need someone to explain this stuff to us",
    intent: "area:family",
  },
  {
    message:
      "My father passed away in March and we need help sorting out his estate in Bo. My mom is the widow and there are six of us children, three from another mother. Who at your firm handles inheritance and estates?",
    intent: "area:family",
  },
  {
    message:
      "My ex and I have a custody order here in Maryland but he took our son to Freetown for the summer and now says he won't bring him back. I need a family lawyer on the ground there.",
    intent: "area:family",
  },
  { message: "my wife gone with my two pikin to her famili in Bandajuma, she no want me see them, i want my pikin back", intent: "area:family" },
  { message: "my broder die and i want take care of him children proper, i need paper so school and hospital know i am the guardian", intent: "area:family" },
  { message: "My head chef is going through a messy divorce and asked me to find him a lawyer. Can I refer him to your family team?", intent: "area:family" },
  {
    message:
      "One of my housekeepers lost her husband in a road accident on the Masiaka highway. His family has taken everything from her and the three kids, even the bed. Can your family lawyers help her with the inheritance?",
    intent: "area:family",
  },
  {
    message: "You handled my divorce in 2024. Now my ex-wife wants to change the custody arrangement so the children move to Bo with her. I need help again.",
    intent: "area:family",
  },
  {
    message:
      "The maintenance order you got for me isn't being followed at all. He stopped paying in March and now he doesn't even answer my calls. I was grateful when we won but honestly what was the point if nobody enforces it?",
    intent: "area:family",
  },

  // ── area:business ──
  { message: "a wan rejista mi fish biznes, a don de sell fo twenti yia bot a nor get pepa", intent: "area:business" },
  { message: "mi en tu oda uman wan opin provishon shop togeda na Kroo Bay, wi wan pepa fo am so nobodi nor go shet wi later", intent: "area:business" },
  {
    message:
      "I want to register a branch of my Ghanaian engineering company in Sierra Leone so we can bid for government road contracts. Please I beg, who can help with the registration and the licences?",
    intent: "area:business",
  },
  {
    message: "My brother and I want to form a partnership for a construction firm. We need a lawyer to draw up the partnership deed.",
    intent: "area:business",
  },
  {
    message:
      "The bank is asking for a board resolution and audited accounts before releasing our overdraft facility. Chale, can your business people handle this with them?",
    intent: "area:business",
  },
  { message: "I need help with company registration at the Corporate Affairs Commission.", intent: "area:business" },
  { message: "Our board requires advice on corporate governance for a small microfinance institution in Kenema.", intent: "area:business" },
  {
    message:
      "Assistance is needed with a loan facility agreement for a small business. My sister is taking a loan from a commercial bank for her bakery and wants a lawyer to go through the terms and the guarantee before she signs.",
    intent: "area:business",
  },
  {
    message: "me and my friends want to start a clothing brand, we already selling on instagram, how do we make it official like a real company",
    intent: "area:business",
  },
  {
    message:
      "bro my uncle says i need a business licence from the council to sell phone credit and accessories by the roadside in my area, can someone sort that",
    intent: "area:business",
  },
  {
    message:
      "My mom wants to start a small provisions business in Bo now that she's retired. I'll be sending the capital from here. Can your firm help her register it properly so it's in her name and protected?",
    intent: "area:business",
  },
  {
    message: "I'm trying to help my mom close down my late father's trading company. It hasn't operated in years but it's still registered. Who does that?",
    intent: "area:business",
  },
  {
    message: "i want register my farmer group as cooperative, we are 30 farmer, we grow rice and palm oil. NGO say if we register they give us machine",
    intent: "area:business",
  },
  {
    message:
      "I'm renewing the hotel's business licence and the tourism licence from the National Tourist Board, and the council keeps sending me back for one more stamp. Can your business lawyers handle it for me this year?",
    intent: "area:business",
  },
  {
    message: "I want to bring in an investor as a shareholder in the hotel company and set up a separate company for the restaurant. Need help restructuring.",
    intent: "area:business",
  },
  {
    message: "After my court case ended I decided to open a business properly this time, with papers and everything. I want help registering it.",
    intent: "area:business",
  },

  // ── area:shipping ──
  {
    message: "mi kontena we komot Chaina wit klos dem don de na pot tu mont, kustom pipul nor gri fo lef am. abeg a nid loya fo dis kontena palava",
    intent: "area:shipping",
  },
  { message: "wan bot we bin de kari mi fish go Conakry don los ol di fish na wata, di bot masta se nor in wahala. a wan loya", intent: "area:shipping" },
  {
    message:
      "Our equipment container has been stuck at Queen Elizabeth II Quay for three weeks because customs dispute the declared value. The project is stalling. Please I beg, we need a lawyer who knows the port.",
    intent: "area:shipping",
  },
  {
    message: "The shipping line is charging us demurrage we don't owe — the delay was their own vessel missing the port call. We need a maritime lawyer.",
    intent: "area:shipping",
  },
  { message: "chale a ship hit our barge at the quay last week and damaged it. We need to make a maritime claim against the owners.", intent: "area:shipping" },
  {
    message:
      "I need assistance with a cargo claim for damaged goods. Our office furniture and two ATM machines were shipped from Dubai and arrived at the port with broken crates.",
    intent: "area:shipping",
  },
  { message: "Kindly advise on import clearance issues at the port.", intent: "area:shipping" },
  {
    message: "my uncle's fishing canoe got seized by the navy at sea bro, they say wrong zone, he's a fisherman in tombo, who can help get it back",
    intent: "area:shipping",
  },
  {
    message:
      "I shipped a 40ft container to my mom from Baltimore and when it was opened in Freetown half the items were missing and the seal number didn't match. The freight company won't respond to my emails. Can a lawyer there help?",
    intent: "area:shipping",
  },
  { message: "My mother's container has been held at the port for two months and they keep adding storage fees every week.", intent: "area:shipping" },
  { message: "boat carry my rice and palm oil from Sulima to town, boat man lose half, he say sea take it, i want lawyer", intent: "area:shipping" },
  {
    message:
      "my son work on fishing ship, company no pay him 5 month and ship gone to other country. the agent office in town close. we want lawyer for the ship company",
    intent: "area:shipping",
  },
  {
    message:
      "A shipment of imported furniture for the new rooms arrived damaged — the bill of lading was clean at loading. The carrier denies liability. Can you take this on?",
    intent: "area:shipping",
  },
  { message: "Our imported wine has been stuck at customs at the port for a month and the agent says the paperwork is fine.", intent: "area:shipping" },
  {
    message:
      "You helped with the vessel arrest last year. The same owners are now refusing to pay the crew and the ship is still sitting at anchor off Freetown. I need your shipping people again.",
    intent: "area:shipping",
  },

  // ── area:land ──
  { message: "mi lan na Waterloo, wan man de bil pan am, i se i bai am from mi uncle. a get mi pepa. abeg ep", intent: "area:land" },
  { message: "famili lan palava na Kissy, mi bigman broda dem wan sell di lan we wi papa lef fo ol wi", intent: "area:land" },
  { message: "a de rent os na Kissy, landlord wan drebe mi wit no notis bikos in pikin de kam from England. a nid loya", intent: "area:land" },
  {
    message:
      "I want to buy land in Goderich and I need a lawyer to check the title deed and the survey plan before I pay the seller anything. My brother, land fraud is too much here.",
    intent: "area:land",
  },
  {
    message: "my landlord locked my apartment while I was on site in Bo, chale, all my things are inside. I need help with this landlord wahala",
    intent: "area:land",
  },
  { message: "I require assistance with conveyancing for a property purchase in Kenema.", intent: "area:land" },
  {
    message: "There is a boundary dispute with my neighbour in Nyandeyama. He has moved the fence two metres into my plot. I need a lawyer.",
    intent: "area:land",
  },
  {
    message:
      "I wish to have my tenancy agreement reviewed before signing. The landlord wants two years advance and there is a clause that allows him to increase rent at any time.",
    intent: "area:land",
  },
  { message: "my grandma's house in kissy is being taken by her brother's kids, they say its family property, she needs a lawyer bro", intent: "area:land" },
  { message: "our landlord wants to kick us out for no reason ngl my mum stressing, who can help us", intent: "area:land" },
  {
    message:
      "My mom is selling the family house in Bo and I want to make sure the buyer and the paperwork are legit before she signs anything. Can your firm handle the sale from start to finish?",
    intent: "area:land",
  },
  {
    message:
      "We bought a plot in Waterloo from the US five years ago through a cousin and now someone else says they own it and has started building a foundation. We have a conveyance and a survey. We need help urgently before the walls go up.",
    intent: "area:land",
  },
  { message: "my family lan in Pujehun other famili say is for them, they start brush it", intent: "area:land" },
  { message: "man move my farm boundary stone in night, now he plant his groundnut on my side. the chief say go to lawyer", intent: "area:land" },
  {
    message:
      "The lease on the hotel building comes up for renewal in June and the landlord wants completely new terms. I need a property lawyer to review it and negotiate.",
    intent: "area:land",
  },
  {
    message:
      "I'm looking at buying the plot next to the hotel in Aberdeen to expand. I need the survey, the title and the chain of ownership checked properly — I've heard too many stories about the same plot sold three times.",
    intent: "area:land",
  },
  {
    message: "The land case you won for me two years ago — the other family is building on the plot again. I need you people back on this.",
    intent: "area:land",
  },
  { message: "I need to transfer the title deed of my house in Goderich into my children's names now while I'm still alive.", intent: "area:land" },

  // ── area:arbitration ──
  {
    message:
      "mi en mi kompin fo di makit nor gri bot di moni we wi bin put togeda fo bai fish, wi nor wan go kot, una get posin we go sidom wit wi en mek wi setul?",
    intent: "area:arbitration",
  },
  { message: "abeg una kin sidom bitwin tu pipul we de fet ova biznes moni? wi nor wan kot palava", intent: "area:arbitration" },
  {
    message:
      "Our contract with the client has an arbitration clause and they have refused to pay three interim certificates. Please I beg, we want to start arbitration. Can your firm represent us?",
    intent: "area:arbitration",
  },
  {
    message: "chale we need an arbitrator for a dispute with a Chinese supplier over defective steel, the contract says arbitration in Freetown",
    intent: "area:arbitration",
  },
  { message: "Can your firm provide a neutral mediator for a disagreement between our company and a subcontractor?", intent: "area:arbitration" },
  {
    message:
      "I would like to explore mediation to settle a dispute with a business partner. We jointly own a pharmacy in Kenema and cannot agree on whether to sell it.",
    intent: "area:arbitration",
  },
  {
    message:
      "Does the firm handle commercial arbitration? Our cooperative has a dispute with a cocoa buyer over grading and pricing, and the contract refers disputes to arbitration.",
    intent: "area:arbitration",
  },
  {
    message:
      "my uncle and his partner are fighting over their shop in Bo, they dont wanna go to court bc it takes forever, can someone neutral sit them down and settle it",
    intent: "area:arbitration",
  },
  {
    message:
      "My mom and my uncle co-own a small guesthouse in Bo and they've stopped speaking over how the profits are split. Is there a mediation service so this doesn't end up in court and tear the family apart?",
    intent: "area:arbitration",
  },
  {
    message: "I'm looking for someone to mediate between my mom and her tenants — the tenants are also family, so court would be a disaster.",
    intent: "area:arbitration",
  },
  { message: "me and other farmer no agree for swamp, we want somebody sit between us, no court, no chief", intent: "area:arbitration" },
  {
    message:
      "I have a dispute with a tour operator who owes us for six months of room bookings. We'd both rather settle it out of court through mediation and keep working together.",
    intent: "area:arbitration",
  },
  {
    message:
      "The contractor that built our new wing and I disagree about the final invoice. Both sides have agreed to go to arbitration rather than court. Can your firm act for us?",
    intent: "area:arbitration",
  },
  {
    message:
      "Instead of another long court case, I'd like to try mediation this time with my former business partner. I can't do three more years of adjournments.",
    intent: "area:arbitration",
  },

  // ── area:contract ──
  { message: "a sell gud to wan man pan kredit, i sain pepa se i go pe in tu mont, naw na siks mont an i nor pe notin", intent: "area:contract" },
  { message: "mi bos nor pe mi fo tu mont na di restorant, a wan loya", intent: "area:contract" },
  { message: "My employer has not paid my salary for four months. Please I beg, I need help.", intent: "area:contract" },
  {
    message: "I was dismissed from my job without any hearing two weeks after I reported safety problems on the site. Chale, I want to challenge it.",
    intent: "area:contract",
  },
  { message: "I would like my employment contract reviewed before I sign.", intent: "area:contract" },
  {
    message: "A customer defaulted on an agreement to pay for goods delivered in instalments. I need legal assistance to recover the balance.",
    intent: "area:contract",
  },
  {
    message:
      "I need help drafting a service agreement. My cousin and I want to provide cleaning services to two bank branches in Kenema and they have asked for a proper written contract.",
    intent: "area:contract",
  },
  { message: "i worked at a phone shop for 3 months and the guy never paid me bro, he keeps saying next week", intent: "area:contract" },
  { message: "they fired my cousin for being late one time, he been working there 2 yrs. he needs a lawyer for unfair dismissal", intent: "area:contract" },
  {
    message:
      "My mother lent money to a contractor to finish her house, they both signed an agreement with a repayment date, and he vanished with the money. She needs a contract lawyer.",
    intent: "area:contract",
  },
  {
    message: "My mom was let go from her job at a mission school after 20 years with no end-of-service benefits and no letter. She needs an employment lawyer.",
    intent: "area:contract",
  },
  { message: "i sell 40 bag rice to trader in Bo, he no pay, we write paper together", intent: "area:contract" },
  { message: "i work for company oil palm farm, they sack me, no pay my last month", intent: "area:contract" },
  {
    message:
      "A supplier breached our contract — they stopped delivering fresh produce in the middle of the tourist season and we had to buy at market prices. I need advice.",
    intent: "area:contract",
  },
  {
    message:
      "Can you draft standard employment contracts for my hotel staff? I have 14 people — kitchen, housekeeping, security — and most of them have been working on a handshake for years, which I've been told is a risk for me.",
    intent: "area:contract",
  },
  {
    message: "A wedding party cancelled the whole booking the week before and refuses to pay the cancellation fee written in the contract they signed.",
    intent: "area:contract",
  },
  {
    message:
      "My former employer still hasn't paid the settlement from the wrongful dismissal case. It's been eight months. Your office told me it would be paid within 60 days. I want to pursue it and I want someone to actually follow up this time.",
    intent: "area:contract",
  },

  // ── area:criminal ──
  { message: "polis sen mi sumons fo kam stesin Monde, a nid loya fo go wit mi", intent: "area:criminal" },
  { message: "I have been charged with careless driving and the case is in court next month. Please I need a lawyer to defend me.", intent: "area:criminal" },
  { message: "Please I need help with a human rights complaint — police beat me at a checkpoint last month and took my money.", intent: "area:criminal" },
  {
    message:
      "I have been summoned to appear at the Kenema Magistrate Court on the 14th in respect of a cheque that bounced. I have not been arrested and I believe it is a misunderstanding. I need representation.",
    intent: "area:criminal",
  },
  { message: "My brother was released on bail last week and the case continues. We need a defence lawyer.", intent: "area:criminal" },
  {
    message: "bro someone accused me of stealing his phone at school and says he's going to the police, i didnt do it, i need a lawyer before anything happens",
    intent: "area:criminal",
  },
  { message: "my friends been charged with robbery but they out on bail now, they need a proper lawyer fr", intent: "area:criminal" },
  {
    message:
      "My mom got a letter from the police saying she's accused of fraud over a susu group she used to run. She hasn't been arrested. We need a criminal lawyer.",
    intent: "area:criminal",
  },
  { message: "Does your firm handle criminal defense? My brother has a court date in Bo next month for an assault charge.", intent: "area:criminal" },
  {
    message:
      "they accus me i steal goat, court case next week in Pujehun. the goat is my own goat, it run to other man farm and he say is his. i no have money for big lawyer",
    intent: "area:criminal",
  },
  {
    message: "polis write my name say i fight for market, i must go court for Bo next month. i no do fight, na the other man push me first",
    intent: "area:criminal",
  },
  {
    message: "A former employee has filed a complaint with the police accusing me of assault. I haven't been charged yet. I want a lawyer.",
    intent: "area:criminal",
  },
  {
    message: "The police are investigating my hotel after a guest died in his room. Nobody has been arrested, but I want a criminal lawyer ready.",
    intent: "area:criminal",
  },
  {
    message: "My criminal case from last year — the prosecutor has now appealed my acquittal. Can the same lawyer continue to represent me?",
    intent: "area:criminal",
  },
  {
    message: "My bail conditions say I must report to the station every week. I need a lawyer to get them changed because I travel for work.",
    intent: "area:criminal",
  },

  // ── attorney ──
  { message: "Is Ibrahim Jalloh still with the firm?", intent: "attorney:Ibrahim Jalloh" },
  { message: "Can you tell me about Hawa Turay? Someone at church recommended her for my mom's will.", intent: "attorney:Hawa Turay" },
  { message: "What's Isatu Bangura's background in shipping?", intent: "attorney:Isatu Bangura" },
];
