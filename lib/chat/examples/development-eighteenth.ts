import type { LabelledMessage } from "./labelled-message";

export const DEVELOPMENT_EIGHTEENTH: LabelledMessage[] = [
  // ── urgent ──
  {
    message:
      "Abeg una ep we, polis dem kam na we os na Makeni dis mornin en dem tek mi papa go na stesin, dem se na bikos of di lan palaver wit di nebo. Wetin wi fo du?",
    intent: "urgent",
  }, // MK
  { message: "mi broda dey na Makeni police station since yestade, dem nor gree fo lef am", intent: "urgent" }, // MK
  {
    message:
      "Good afternoon. I am typing for my father, he is a farmer in Makeni, Bombali district. He no sabi read and write so na me de write for am. Since 2019 we have been farming on our family land near the Rokel road, cassava and groundnut. Last month one man from Freetown came with papers saying he bought the land from my uncle. My father refused and they quarrel in front of the chief. This morning two police officers and the man came to the farm and they put my father inside their pickup and carried him to the station. They say he assaulted the man but it is not true, plenty people saw. He is still there now and they don't want us to see him or give him food. Please what can we do today?",
    intent: "urgent",
  }, // MK
  { message: "dem don lock mi uncle for cell since Friday, e nor get lawyer", intent: "urgent" }, // MK
  { message: "Di CID pipul dem kam tek mi broda go Freetown las nait, wi nor no usai dem kip am", intent: "urgent" }, // MK
  { message: "My colleague was arrested at the branch this morning over a cash shortage. Police have her now. We need a lawyer.", intent: "urgent" }, // BT
  { message: "Husband detained at Central Police Station since 10am. Not charged. Please advise urgently.", intent: "urgent" }, // BT
  { message: "Can a lawyer come to Ross Road station now? My brother is being held there.", intent: "urgent" }, // BT
  { message: "My cousin has been on remand at Pademba Road for three weeks without trial. Who can help?", intent: "urgent" }, // BT
  { message: "Police picked up my manager from his house an hour ago.", intent: "urgent" }, // BT
  {
    message: "yo so my little brother got locked up in Freetown last night, my mom just called me crying. im in Maryland rn, how do i get him a lawyer asap??",
    intent: "urgent",
  }, // DS
  {
    message:
      "Hey, not sure if this is the right place but my dad got pulled aside by police at Lungi airport when he landed, they took his passport and he's still there in their office hours later. Can someone go?",
    intent: "urgent",
  }, // DS
  {
    message:
      "Hi, so kind of a long story. I'm based in Atlanta and I sent money home to my cousin to buy materials for a house we're building in Waterloo. Turns out the contractor took the money and disappeared for like two months, and when my cousin finally found him at a bar and confronted him there was a fight. Now the contractor's family went to the police and my cousin has been sitting in a cell at Waterloo police station since Sunday. They keep asking my aunt for 'bail money' but nobody has seen any charge sheet or anything official. I honestly don't know how things work over there anymore, I left when I was 12. Can you send someone to see him?",
    intent: "urgent",
  }, // DS
  { message: "my uncle been in police custody for like 4 days now no charges. thats even legal?? need someone down there today", intent: "urgent" }, // DS
  { message: "bro they literally grabbed my cousin from the okada park in Lumley and threw him in the back of a police van. what do we do", intent: "urgent" }, // DS
  { message: "plis hep me my son dey for polis sinc yestaday dem se he stil fone", intent: "urgent" }, // TK
  { message: "polic cam to my shop in kisy and tek my aprentis away they sey he is theif he is stil dere", intent: "urgent" }, // TK
  { message: "my wif bruder arested on thursday still in cel at kissy polis statin wat we du", intent: "urgent" }, // TK
  { message: "dem hold my broda for Kissy stesin sins satday no food no notin", intent: "urgent" }, // TK
  {
    message:
      "good day sir i am a taylor in kissy. on monday som men cam to my shop say i sell thier clot. i tel them no i sew it for a custmer. dem go bring polis. the polis carry me nefew who work wit me go statin becos i was not dere. today is wenesday he stil dere. dey say we must pay 2 milion befor dem lef am. pls hep",
    intent: "urgent",
  }, // TK
  { message: "MY SON HAS BEEN DETAINED AT CONGO CROSS POLICE STATION SINCE LAST NIGHT. I REQUIRE A LAWYER IMMEDIATELY.", intent: "urgent" }, // RS
  {
    message:
      "I AM A RETIRED WARRANT OFFICER. MY GRANDSON WAS TAKEN BY MILITARY POLICE AT WILBERFORCE BARRACKS THIS MORNING AND WE ARE NOT ALLOWED TO SEE HIM. ADVISE.",
    intent: "urgent",
  }, // RS
  { message: "POLICE ARE AT MY GATE RIGHT NOW WITH A PAPER ASKING FOR MY SON. WHAT DO I DO", intent: "urgent" }, // RS
  { message: "MY NEPHEW STILL IN CELL AT ABERDEEN STATION 3 DAYS. NO CHARGE. SEND SOMEBODY", intent: "urgent" }, // RS
  {
    message:
      "GOOD DAY. IN MY 30 YEARS OF SERVICE I HAVE NEVER SEEN SUCH A THING. MY DAUGHTER WENT TO THE STATION TO REPORT A THEFT AND THE OFFICERS DECIDED TO KEEP HER INSTEAD. SHE SLEPT THERE LAST NIGHT AND THEY SAY SHE CANNOT GO HOME.",
    intent: "urgent",
  }, // RS
  {
    message: "Mu yene. Ba, my brother carry goods from Guinea, customs and police hold him for Gbalamuya checkpoint since yesterday, he still there. Help us",
    intent: "urgent",
  }, // TT
  { message: "police don take my wife from the market for Dove Cot this morning, they say she owe tax. she still for station", intent: "urgent" }, // TT
  { message: "my small brother dey for cell na Bo since Tuesday, me na trader for Freetown, who go help am", intent: "urgent" }, // TT
  { message: "my mother in law, they carry her go station because of debt of one customer, she old woman, she still dey there now", intent: "urgent" }, // TT
  {
    message:
      "Seke. I am trader at Big Market Wallace Johnson Street. This morning city council people came with police to clear the stalls and when my boy argued they put handcuff on him and drove off. Since morning no news, the station at Central say he is there but we cannot see him. He has not eaten. Please I beg you",
    intent: "urgent",
  }, // TT
  {
    message: "they took my husband last night, the police, and no one will tell me why. I have two small children and I don't know what to do",
    intent: "urgent",
  }, // YM
  { message: "my baby father is locked up at Lumley police, I need to know how to get him out", intent: "urgent" }, // YM
  {
    message:
      "Sorry to disturb. My younger sister is 17 and she was taken to the police station with her friends after a fight at school. They have kept her overnight. Is someone able to go there?",
    intent: "urgent",
  }, // YM
  {
    message: "my husband went for questioning at CID yesterday and he never came back home, his phone is off, they just say he is 'being kept'",
    intent: "urgent",
  }, // YM
  {
    message: "please, police came to my house at 5am and took my partner in handcuffs, im alone with the baby. he is still at Wellington station",
    intent: "urgent",
  }, // YM
  {
    message:
      "Driver here at Queen Elizabeth quay. Customs and police hold my mate since morning say container papers not correct. he still inside their office not allowed go",
    intent: "urgent",
  }, // TD
  { message: "my co driver was arrested on the Masiaka highway with the truck, he is at Masiaka police now", intent: "urgent" }, // TD
  { message: "boss dem don arrest me conductor for port gate, e dey de still", intent: "urgent" }, // TD
  {
    message:
      "I drive for a transport company. Yesterday we were loading at the port and one container of rice went missing. Today the company called the police and they took three of us drivers. Me they released in the evening but my friend Alusine they still keep him at Cline Town station. He has children. He did nothing. What do we do now?",
    intent: "urgent",
  }, // TD
  { message: "they lock up my brother for Port Loko station after accident with truck, since 2 days", intent: "urgent" }, // TD

  // ── safety ──
  { message: "my husband beats me every time he drinks, last night he broke my arm. I am scared to go home", intent: "safety" }, // YM
  { message: "he said if I leave him he will come and find me and I will regret it. I have already packed my things but I'm scared", intent: "safety" }, // YM
  { message: "my ex keeps coming to my house at night banging on the door saying he'll take the baby and hurt me", intent: "safety" }, // YM
  { message: "Please help. I'm hiding in the bathroom he's outside shouting", intent: "safety" }, // YM
  {
    message: "I don't feel safe in my own home. My boyfriend has hit me before and today he took my phone and locked the gate. I'm using my neighbour's phone",
    intent: "safety",
  }, // YM
  {
    message:
      "Hello. I don't know if I should even be writing here. I got married three years ago in Bo and moved to Freetown with my husband. At first it was fine but since the baby he has changed. He shouts, he checks my phone, he doesn't allow me to visit my mother or my church friends. Two weeks ago he pushed me down the stairs when I was holding the baby. Yesterday at dinner he told me, very calm, that women who embarrass their husbands 'disappear' and nobody asks questions. He was looking at me when he said it, and then he laughed. I keep thinking about what he meant. I am frightened for me and my daughter and I don't sleep at night anymore.",
    intent: "safety",
  }, // YM
  { message: "my stepfather touched my little sister and now he is threatening us not to tell anyone", intent: "safety" }, // YM
  { message: "im being followed home from work every evening by the same man, he told my friend he knows where i sleep", intent: "safety" }, // YM
  { message: "Di man wey claim we lan don se if mi papa go back na di farm e go kil am. E sen boys wit cutlass yestade", intent: "safety" }, // MK
  { message: "pipul dem de tret mi mama se dem go bon we os if wi nor lef di lan", intent: "safety" }, // MK
  { message: "Mi sista in law se in man de bit am evri nait, i de fred fo in layf", intent: "safety" }, // MK
  { message: "Mi sista ex man don sen mesej se e go 'settle' am wit in an. E bin don bit am bifo", intent: "safety" }, // MK
  { message: "A customer threatened to kill me after I refused his withdrawal. He knows where I live. What should I do?", intent: "safety" }, // BT
  { message: "I was sexually assaulted by my supervisor last week. I need help.", intent: "safety" }, // BT
  {
    message:
      "my sister in Kenema texted me that her husband is beating her again and she's scared he's gonna kill her this time. I'm in New Jersey, can anyone get to her??",
    intent: "safety",
  }, // DS
  {
    message:
      "ok this is gonna sound dramatic but my cousin's ex told her 'you won't see christmas' and he's been sitting outside her place in Goderich every night. she needs help now",
    intent: "safety",
  }, // DS
  { message: "my landlod sey he go send boys to beat me if i dont pay by friday, he send one boy alredy wit stik", intent: "safety" }, // TK
  { message: "my husbun bit me yesterdey for my face, i go to my sista place but he sey he wil com get me", intent: "safety" }, // TK
  { message: "MY NEIGHBOUR HAS THREATENED TO SHOOT ME OVER A BOUNDARY WALL. HE HAS A SHOTGUN. I FEAR FOR MY LIFE.", intent: "safety" }, // RS
  {
    message:
      "SOME YOUNG MEN HAVE BEEN COMING TO MY HOUSE AT NIGHT THROWING STONES AND SHOUTING THAT THE OLD SOLDIER WILL NOT LIVE TO SEE HIS NEXT PENSION. I AM 71 AND I LIVE ALONE.",
    intent: "safety",
  }, // RS
  { message: "one man for market say he go wound me wit knife if I sell near him again, yesterday he broke my table. I fraid", intent: "safety" }, // TT
  { message: "my wife family come beat me and my wife for house, they say they will come back tonight to finish", intent: "safety" }, // TT
  { message: "the owner of the goods said if container no reach by tomorrow his boys go deal with me. he already slap me for port. i fear", intent: "safety" }, // TD
  { message: "some area boys at Cline Town beat me and took my truck keys, they say next time is my life", intent: "safety" }, // TD
  { message: "my girlfriend just told me her uncle raped her, she is scared to go back to that house", intent: "safety" }, // TD

  // ── off-topic ──
  { message: "wetin na di price fo bag of fertilizer na Makeni dis yia", intent: "off-topic" }, // MK
  { message: "ow fo plant groundnut mek e grow fast", intent: "off-topic" }, // MK
  { message: "abeg rayt wan small song fo mi sista in weddin", intent: "off-topic" }, // MK
  { message: "wetin di weda go be na Makeni tumara, rain go fol?", intent: "off-topic" }, // MK
  {
    message: "Please I need help with my WASSCE government essay on 'the role of the judiciary in a democracy', can you write it for me?",
    intent: "off-topic",
  }, // MK
  { message: "What is today's exchange rate, USD to Leones?", intent: "off-topic" }, // BT
  { message: "Write a short poem about justice for our staff newsletter.", intent: "off-topic" }, // BT
  { message: "How do I reset my Orange Money PIN?", intent: "off-topic" }, // BT
  { message: "Who won the Leone Stars match on Sunday?", intent: "off-topic" }, // BT
  {
    message:
      "We're having a retirement party for our branch manager Mr. Kargbo on Friday. He has been with the bank for 28 years, started as a messenger, and everybody respects him. He always jokes that he should have been a lawyer because he reads every contract twice before anyone signs, and he has a famous line, 'sign here, not there'. He also loves Kamara Chambers' old calendars and keeps one from 2009 on his desk, which is a running joke in the office. We want people to laugh but also cry a little, because he trained most of us tellers personally. Could you write a short funny speech, about two minutes, mentioning his love of contracts?",
    intent: "off-topic",
  }, // BT
  { message: "whats the best way to get from Lungi airport to Freetown, ferry or the water taxi?", intent: "off-topic" }, // DS
  { message: "lol can u write me a rap about lawyers", intent: "off-topic" }, // DS
  { message: "how much is land in Lumley rn per town lot, just curious", intent: "off-topic" }, // DS
  { message: "what's good to eat in Freetown, any spots for cassava leaf and rice near Aberdeen?", intent: "off-topic" }, // DS
  { message: "yo do u know if Sierra Leone qualified for AFCON this year", intent: "off-topic" }, // DS
  { message: "how much for yard of ankara lace in kisy market now", intent: "off-topic" }, // TK
  { message: "pls wat is good sewing masine brand singer or butterfly", intent: "off-topic" }, // TK
  { message: "can u tel me joke", intent: "off-topic" }, // TK
  { message: "how to mak ma fone charge fast its slow", intent: "off-topic" }, // TK
  { message: "i want to sew gown lik the one judge wear in cort, how many yard i need", intent: "off-topic" }, // TK
  { message: "WHAT IS THE HISTORY OF THE RSLAF? WRITE ME A SHORT SUMMARY.", intent: "off-topic" }, // RS
  { message: "WHAT TIME DOES THE NATIONAL STADIUM OPEN FOR THE INDEPENDENCE DAY PARADE", intent: "off-topic" }, // RS
  { message: "WRITE A SPEECH FOR THE VETERANS DAY CEREMONY ABOUT COURAGE AND THE RULE OF LAW", intent: "off-topic" }, // RS
  { message: "WHO WAS THE FIRST PRIME MINISTER OF SIERRA LEONE", intent: "off-topic" }, // RS
  { message: "BEST REMEDY FOR KNEE PAIN AT MY AGE", intent: "off-topic" }, // RS
  { message: "how much a bag of rice cost now for Freetown, 50kg", intent: "off-topic" }, // TT
  { message: "where I can buy cheap junks bundle wholesale", intent: "off-topic" }, // TT
  { message: "ba, which day Ramadan go start this year", intent: "off-topic" }, // TT
  { message: "please help me calculate my profit if I buy onion 400,000 and sell 550,000", intent: "off-topic" }, // TT
  { message: "what time the ferry leave from Kissy to Tagrin", intent: "off-topic" }, // TT
  { message: "what can I cook for a 1 year old who doesnt want to eat", intent: "off-topic" }, // YM
  { message: "best school in Wellington for my 5 year old?", intent: "off-topic" }, // YM
  { message: "can you give me a bedtime story about a brave judge for my son", intent: "off-topic" }, // YM
  { message: "how many months should a baby take only breast milk", intent: "off-topic" }, // YM
  { message: "how do i make my hair grow back after giving birth", intent: "off-topic" }, // YM
  { message: "which road better to Kenema now, the Bo highway or through Moyamba, too much potholes", intent: "off-topic" }, // TD
  { message: "how much is diesel per litre today", intent: "off-topic" }, // TD
  { message: "can you tell me which container ships arriving QEII quay this week", intent: "off-topic" }, // TD
  { message: "how to fix air brake problem on Mercedes Actros", intent: "off-topic" }, // TD
  { message: "who go win Premier League this season, Arsenal or City", intent: "off-topic" }, // TD

  // ── legal-question ──
  { message: "If mi granpa nor get papers fo di lan but wi don farm am fo 40 yia, di lan na we own by law?", intent: "legal-question" }, // MK
  { message: "Di chief kin tek wi family lan gi oda pipul witout we agri?", intent: "legal-question" }, // MK
  { message: "my father dey ask: if he sell part of the family land without his brothers agree, court go cancel am?", intent: "legal-question" }, // MK
  { message: "Is it true that a woman in Sierra Leone can inherit her husband's land now? My mother want to know since papa die", intent: "legal-question" }, // MK
  { message: "Can my employer deduct cash shortages from my salary without my consent?", intent: "legal-question" }, // BT
  { message: "Is a verbal loan agreement enforceable in court?", intent: "legal-question" }, // BT
  { message: "If I guaranteed a loan and the borrower defaults, am I liable for the full amount?", intent: "legal-question" }, // BT
  { message: "How long does a landlord have to return a rent advance if the tenancy ends early?", intent: "legal-question" }, // BT
  { message: "real quick, can I buy land in SL as a US citizen or do I need to be Sierra Leonean?", intent: "legal-question" }, // DS
  { message: "if my pops dies without a will does the house go to me or his brothers? asking for real", intent: "legal-question" }, // DS
  {
    message:
      "So my family has a house in Kissy that my grandfather built in the 70s. When he passed, my dad and his siblings all kind of shared it, no will or anything. My dad passed in 2020 and I've been in the States since 2012. Last month I found out my cousin Mohamed sold the whole house to some guy for like 300 million leones and kept the money. Nobody asked me or my sisters. The buyer already moved in and is renovating, knocked down the old kitchen and everything. I have pictures of the old documents my grandpa had, and my sisters are ready to back me up. My question is basically: can we legally get that sale cancelled, or is it too late since the guy already moved in?",
    intent: "legal-question",
  }, // DS
  { message: "do i have a case if the guy i paid to build my house in Waterloo just stopped and kept the money", intent: "legal-question" }, // DS
  { message: "if custmer no pay for cloth after i sew it, can i keep the cloth by law", intent: "legal-question" }, // TK
  { message: "my landlod wan rais rent 3 tim, is that alowd", intent: "legal-question" }, // TK
  { message: "can polis arest me for debt i ow to osusu group", intent: "legal-question" }, // TK
  { message: "my wif lef me and tek the chilren, if we go cort who go get the pikin dem", intent: "legal-question" }, // TK
  { message: "IS IT LEGAL FOR NASSIT TO REDUCE MY PENSION WITHOUT NOTICE?", intent: "legal-question" }, // RS
  { message: "HOW MANY YEARS IN PRISON FOR SOMEONE WHO FORGES A LAND DOCUMENT?", intent: "legal-question" }, // RS
  { message: "CAN MY CHILDREN CHALLENGE MY WILL AFTER I DIE IF I LEAVE THE HOUSE TO MY SECOND WIFE?", intent: "legal-question" }, // RS
  { message: "IF I SHOOT A THIEF IN MY COMPOUND AT NIGHT AM I GUILTY OF MURDER", intent: "legal-question" }, // RS
  { message: "ba, if I buy goods on credit and the supplier bring bad goods, I must still pay?", intent: "legal-question" }, // TT
  { message: "the council can take my stall without give me notice?", intent: "legal-question" }, // TT
  { message: "can I sue the man who bounce cheque on me, I go win?", intent: "legal-question" }, // TT
  { message: "what happen by law if I sell goods without licence for Freetown", intent: "legal-question" }, // TT
  { message: "can my baby's father take my child to the village without my permission?", intent: "legal-question" }, // YM
  { message: "how much maintenance will the court order him to pay for two kids?", intent: "legal-question" }, // YM
  { message: "If I move out to stay with my mother for a while, will it hurt my chances of getting custody?", intent: "legal-question" }, // YM
  { message: "I was wondering whether I can divorce my husband if we only did a traditional marriage and not in church or court", intent: "legal-question" }, // YM
  { message: "if my truck damage container on the way, me or the company pay?", intent: "legal-question" }, // TD
  { message: "can the company sack me without paying my end of service benefit after 8 years?", intent: "legal-question" }, // TD
  { message: "is it legal for police to take my licence at checkpoint and ask money?", intent: "legal-question" }, // TD
  { message: "the goods got wet in my truck because of rain, will the owner win if he take me to court?", intent: "legal-question" }, // TD

  // ── area:family ──
  { message: "Mi sista in man don lef am wit tri pikin, e nor de gi dem notin. Wi wan lawyer fo ep am", intent: "area:family" }, // MK
  { message: "I want help about my late father's estate, the uncles have taken everything", intent: "area:family" }, // MK
  { message: "I need assistance with an uncontested divorce.", intent: "area:family" }, // BT
  { message: "Looking for help with a child adoption process.", intent: "area:family" }, // BT
  { message: "my wife and i live in the US but we married in Freetown, need help filing the divorce over there", intent: "area:family" }, // DS
  { message: "trying to sort out custody of my son who lives with his mom in Bo, I want him to come to the states for school", intent: "area:family" }, // DS
  { message: "i want to divos my husbun he no care for us", intent: "area:family" }, // TK
  { message: "cstody of my 2 pikin, need lawya", intent: "area:family" }, // TK
  { message: "I WISH TO FORMALLY ADOPT MY LATE BROTHER'S TWO CHILDREN. I NEED LEGAL ASSISTANCE.", intent: "area:family" }, // RS
  { message: "MY LATE WIFE'S FAMILY IS FIGHTING ME OVER HER PROPERTIES AND BANK ACCOUNT. ESTATE MATTER.", intent: "area:family" }, // RS
  { message: "ba, I want marry my second wife under Islamic way but register am proper, who help with that", intent: "area:family" }, // TT
  { message: "family matter, my brother children want share of our father property", intent: "area:family" }, // TT
  { message: "I need help getting child support from my son's father, he has a good job but gives nothing", intent: "area:family" }, // YM
  {
    message:
      "Me and my son's father were together 5 years but never married. We separated last year after lots of fighting and now he has a new girlfriend. He takes the boy on weekends, which was fine, but now he wants to keep him full time and says his family will raise him in Kenema. My son is 4 and I have been the one taking care of him since he was born, school fees, hospital, everything. His mother calls me a bad mother in front of the child and his sisters keep sending me voice notes saying I will never win against their family. I work at a pharmacy in Congo Cross and I can show all the receipts. I just want someone to help me with the custody side before he does something.",
    intent: "area:family",
  }, // YM
  { message: "I am always on the road, my wife want divorce, I need lawyer for that", intent: "area:family" }, // TD
  { message: "my father die and left 2 house, we want do letters of administration", intent: "area:family" }, // TD

  // ── area:business ──
  { message: "I'd like to register a limited liability company.", intent: "area:business" }, // BT
  { message: "Need help drafting a shareholders' agreement for a microfinance startup.", intent: "area:business" }, // BT
  { message: "Our company needs help restructuring its board and updating the articles of association.", intent: "area:business" }, // BT
  { message: "Mi papa tek loan na bank fo di farm, now di bank de chenj di terms pan am. Wi need lawyer fo di bank side", intent: "area:business" }, // MK
  { message: "me and my boys wanna start a company in Freetown importing electronics. need someone to set it up legit", intent: "area:business" }, // DS
  { message: "need someone to handle business registration at the Registrar General while i'm abroad", intent: "area:business" }, // DS
  { message: "I want register my business name, I sell provisions for Dove Cot", intent: "area:business" }, // TT
  { message: "me and my partner want to write partnership paper for our shop", intent: "area:business" }, // TT
  { message: "business licence for import of onion from Guinea, help", intent: "area:business" }, // TT
  { message: "Mi papa wan register wi farm as cooperative business, who go ep?", intent: "area:business" }, // MK
  { message: "i want regester my taylor shop as compny", intent: "area:business" }, // TK
  { message: "i want open smol forex bureau next to my shop, need licens paper from bank", intent: "area:business" }, // TK
  { message: "I AM SETTING UP A PRIVATE SECURITY COMPANY WITH FORMER COLLEAGUES. WE NEED INCORPORATION AND LICENSING.", intent: "area:business" }, // RS
  { message: "CORPORATE GOVERNANCE ADVICE NEEDED FOR A VETERANS CREDIT UNION BOARD", intent: "area:business" }, // RS
  { message: "I make soap at home and I want to make it an official business with a proper name", intent: "area:business" }, // YM
  { message: "I want start my own haulage company with 2 trucks, need register it", intent: "area:business" }, // TD

  // ── area:shipping ──
  { message: "my container stuck at the port for 3 weeks, customs no release", intent: "area:shipping" }, // TD
  { message: "cargo damaged during offloading at QEII, the clearing agent say is not their fault, I need lawyer", intent: "area:shipping" }, // TD
  { message: "demurrage charges on container too high, shipping line want us pay everything", intent: "area:shipping" }, // TD
  { message: "customs seize my truck with the goods inside at the port, how I go get am back", intent: "area:shipping" }, // TD
  { message: "The shipping line lost our container, they say it went to Abidjan by mistake", intent: "area:shipping" }, // TD
  { message: "I import rice from China, the container arrive but half the bags missing", intent: "area:shipping" }, // TT
  { message: "freight forwarder take my money for shipping goods from Conakry, goods never reach", intent: "area:shipping" }, // TT
  {
    message:
      "shipped a car from Baltimore to Freetown, it's been sitting at the port and the agent keeps asking for more fees. need a lawyer who does port stuff",
    intent: "area:shipping",
  }, // DS
  { message: "barrels I sent to my mom got opened and stuff stolen before delivery, who handles that", intent: "area:shipping" }, // DS
  { message: "Maritime claim against a vessel owner for unpaid charter hire.", intent: "area:shipping" }, // BT
  { message: "Need assistance with a customs clearance dispute at the port.", intent: "area:shipping" }, // BT
  { message: "MY SHIPMENT OF PERSONAL EFFECTS FROM THE UK HAS BEEN HELD BY CUSTOMS AT THE QUAY FOR TWO MONTHS.", intent: "area:shipping" }, // RS
  { message: "Wi sen cashew fo export, di container don hold na port", intent: "area:shipping" }, // MK
  { message: "my fabric contaner from dubai not clear yet at port, agent run away", intent: "area:shipping" }, // TK
  { message: "my late husband's fishing boat was seized at Goderich wharf and I need help getting it back", intent: "area:shipping" }, // YM

  // ── area:land ──
  { message: "Wi get lan palaver wit we nebo fo di bondri", intent: "area:land" }, // MK
  { message: "mi papa wan sell part of wi lan na Makeni, wi wan do di papers proper", intent: "area:land" }, // MK
  { message: "Di chief don gi we family lan to one mining company, wi need lawyer", intent: "area:land" }, // MK
  { message: "looking to buy a plot in Tokeh and need someone to check the title deed before I send money", intent: "area:land" }, // DS
  { message: "a squatter moved into my house in Hastings while I'm abroad, need him out", intent: "area:land" }, // DS
  { message: "landlod say i must lef di shop by monday no notis", intent: "area:land" }, // TK
  { message: "i buy lan in Kissy Dockyard, now anoda man say is him own", intent: "area:land" }, // TK
  { message: "i wan lawya to do agrement for lan i de buy in waterloo", intent: "area:land" }, // TK
  { message: "I REQUIRE CONVEYANCING SERVICES FOR A PROPERTY PURCHASE AT HILL STATION.", intent: "area:land" }, // RS
  { message: "LAND SURVEY DISPUTE AT GRAFTON. SOMEONE HAS ENCROACHED BEYOND MY FENCE", intent: "area:land" }, // RS
  {
    message:
      "Good afternoon, I am a trader, I sell shoes at Abacha Street for 15 years. All this time I save small small and last year I finally buy a house in Wellington from one man, I pay him cash in front of witnesses and he give me a receipt and some old paper. Now I want to make everything correct so my children no get wahala when I die. The man who sell me the house is now in Guinea and his brother keep coming to say the price was too small and they want more money. I no want palaver. I need lawyer to do the conveyance and proper deed",
    intent: "area:land",
  }, // TT
  { message: "tenant in my house for Kissy no pay rent 8 months, I want him out", intent: "area:land" }, // TT
  { message: "my landlord locked my room and took my things because I'm late with rent, I need help", intent: "area:land" }, // YM
  { message: "we bought a plot in Waterloo but found out the seller sold it to 3 other people", intent: "area:land" }, // YM
  { message: "Title deed verification for a property in Goderich.", intent: "area:land" }, // BT
  { message: "family land in Port Loko, my uncles selling it without us", intent: "area:land" }, // TD

  // ── area:arbitration ──
  { message: "Our company is in a dispute with a supplier and would prefer mediation rather than court.", intent: "area:arbitration" }, // BT
  { message: "We need a neutral mediator for a partnership disagreement.", intent: "area:arbitration" }, // BT
  { message: "Commercial arbitration under ICC rules, do you handle that?", intent: "area:arbitration" }, // BT
  { message: "Una de ep pipul settle palaver witout go court?", intent: "area:arbitration" }, // MK
  { message: "me and my business partner in Freetown beefing over profits, we don't wanna go to court, can someone mediate", intent: "area:arbitration" }, // DS
  { message: "contract with the construction company has an arbitration clause, need someone to represent us in the arbitration", intent: "area:arbitration" }, // DS
  { message: "me and another trader want settle our wahala without court, somebody neutral", intent: "area:arbitration" }, // TT
  { message: "the market women association want mediator for dispute between us traders", intent: "area:arbitration" }, // TT
  { message: "me and my busnes patner want setle out of cort", intent: "area:arbitration" }, // TK
  { message: "i wan sombody neutral to setle me and di fabric supplier matter", intent: "area:arbitration" }, // TK
  { message: "I SEEK AN ARBITRATOR FOR A DISPUTE WITH A CONTRACTOR OVER BUILDING WORKS. NO COURT PLEASE.", intent: "area:arbitration" }, // RS
  { message: "ALTERNATIVE DISPUTE RESOLUTION FOR A COMMERCIAL DISAGREEMENT WITH MY SUPPLIER", intent: "area:arbitration" }, // RS
  { message: "Wi wan settle di palaver wit di cashew buyer company witout go court", intent: "area:arbitration" }, // MK
  {
    message: "My sister and I co-own a small shop in Lumley and we keep fighting about money. We want someone neutral to help us agree, not court",
    intent: "area:arbitration",
  }, // YM
  { message: "the transport company and us drivers union get dispute, we want mediation not court", intent: "area:arbitration" }, // TD
  { message: "una fit mediate between my boss and the customer over lost goods, they no want court", intent: "area:arbitration" }, // TD

  // ── area:contract ──
  { message: "I was dismissed without a hearing after 6 years. I need help with unfair dismissal.", intent: "area:contract" }, // BT
  { message: "Need a lawyer to review an employment contract before I sign it.", intent: "area:contract" }, // BT
  { message: "i suply 50 shirt to one scool, we sign agrement paper, dem no pay me since 3 mont", intent: "area:contract" }, // TK
  { message: "need someone to draft a proper contract for the builder doing my house in Waterloo", intent: "area:contract" }, // DS
  { message: "company i did remote work for in Freetown owes me 3 months pay", intent: "area:contract" }, // DS
  { message: "custmer order 20 unifom and refuse pay after i finish, we sign paper", intent: "area:contract" }, // TK
  { message: "my bos no pay me salary 4 monts", intent: "area:contract" }, // TK
  { message: "MY FORMER EMPLOYER, A SECURITY FIRM, HAS NOT PAID MY END OF SERVICE BENEFITS.", intent: "area:contract" }, // RS
  { message: "I NEED A CONTRACT DRAFTED FOR THE SALE OF MY VEHICLE.", intent: "area:contract" }, // RS
  { message: "supplier break our agreement, he no deliver goods but collect money", intent: "area:contract" }, // TT
  { message: "I need agreement paper for supply of palm oil to a hotel", intent: "area:contract" }, // TT
  { message: "I was fired the week I told my boss I'm pregnant. I need help", intent: "area:contract" }, // YM
  { message: "my employer hasn't paid me since January, I work at a supermarket in Lumley", intent: "area:contract" }, // YM
  { message: "company sack me after accident, no pay, I want my right", intent: "area:contract" }, // TD
  { message: "i drive for Chinese company they no pay overtime since 1 year", intent: "area:contract" }, // TD
  { message: "Mi papa wan sign agriment wit di NGO we de sell wi rice to, wi need lawyer fo check am", intent: "area:contract" }, // MK

  // ── area:criminal ──
  { message: "I have been summoned to court over a fraud allegation. I need a defence lawyer.", intent: "area:criminal" }, // BT
  { message: "Invited by the ACC for questioning next week. Need representation.", intent: "area:criminal" }, // BT
  { message: "my brother got out on bail last week but his court date is next month, need a good criminal lawyer", intent: "area:criminal" }, // DS
  { message: "cousin got charged with assault after a club fight in Aberdeen, he's home now but needs a lawyer for court", intent: "area:criminal" }, // DS
  { message: "dem acuse me say i tif custmer cloth, i get cort date", intent: "area:criminal" }, // TK
  { message: "polis giv me invitashun leta to com to stesin monday", intent: "area:criminal" }, // TK
  { message: "I HAVE BEEN ACCUSED OF ASSAULT BY MY NEIGHBOUR AND MUST APPEAR IN MAGISTRATE COURT.", intent: "area:criminal" }, // RS
  {
    message: "HUMAN RIGHTS VIOLATION BY SOLDIERS AT A CHECKPOINT AGAINST MY SON. HE WAS BEATEN LAST MONTH AND WE WANT TO TAKE ACTION.",
    intent: "area:criminal",
  }, // RS
  { message: "they charge me for selling fake goods, I did not know, court is next week", intent: "area:criminal" }, // TT
  { message: "my brother released on bail, need lawyer for his case", intent: "area:criminal" }, // TT
  { message: "Dem don sumon mi broda fo go court na Makeni bout tif cow", intent: "area:criminal" }, // MK
  { message: "mi uncle get bail but dem still de carry di case, wi need lawyer", intent: "area:criminal" }, // MK
  { message: "my husband has a court case for drug possession, he is on bail, who can defend him", intent: "area:criminal" }, // YM
  { message: "I was accused of stealing from my employer, they said police will invite me", intent: "area:criminal" }, // YM
  { message: "I knock someone with truck, police give me bail, case go court", intent: "area:criminal" }, // TD
  { message: "need criminal lawyer for my case of reckless driving", intent: "area:criminal" }, // TD

  // ── hours ──
  { message: "What are your opening hours?", intent: "hours" }, // BT
  { message: "Are you open on Saturdays?", intent: "hours" }, // BT
  { message: "yo what time yall close today", intent: "hours" }, // DS
  { message: "what time do you guys open in Freetown time? I'm in Texas so trying to figure out when to hit you up", intent: "hours" }, // DS
  { message: "wat tim u open", intent: "hours" }, // TK
  { message: "una open sundey?", intent: "hours" }, // TK
  { message: "WHAT TIME DOES YOUR OFFICE OPEN IN THE MORNING", intent: "hours" }, // RS
  { message: "ARE YOU OPEN ON PUBLIC HOLIDAYS SUCH AS 27 APRIL", intent: "hours" }, // RS
  { message: "una open now? and usai di office de", intent: "hours", also: ["address"] }, // TT
  { message: "ba, which time office close, I finish market 4 o'clock", intent: "hours" }, // TT
  { message: "una de open na satide? wi de kam from Makeni", intent: "hours" }, // MK
  { message: "wetin tem una kin open", intent: "hours" }, // MK
  { message: "are you open during lunchtime? I can only come when the baby sleeps", intent: "hours" }, // YM
  { message: "Is the office open today?", intent: "hours" }, // YM
  { message: "I finish port work 6pm, una still open that time?", intent: "hours" }, // TD
  { message: "open weekends?", intent: "hours" }, // TD

  // ── team ──
  { message: "Who are the lawyers at the firm?", intent: "team" }, // BT
  { message: "Could you share the names of your partners and associates?", intent: "team" }, // BT
  { message: "who's on your team? any of the lawyers studied abroad", intent: "team" }, // DS
  { message: "can i see profiles of your attorneys somewhere", intent: "team" }, // DS
  { message: "ow many lawya una get", intent: "team" }, // TK
  { message: "tel me name of di lawya dem", intent: "team" }, // TK
  { message: "PROVIDE A LIST OF YOUR ATTORNEYS AND THEIR SPECIALTIES.", intent: "team" }, // RS
  { message: "WHO IS THE HEAD OF CHAMBERS", intent: "team" }, // RS
  { message: "who be the lawyers for una office", intent: "team" }, // TT
  { message: "una get woman lawyer dem na di ofis?", intent: "team" }, // MK
  { message: "I'd like to know who the lawyers are before I decide anything", intent: "team" }, // YM
  { message: "which lawyers work there", intent: "team" }, // TD

  // ── services ──
  { message: "What services do you offer?", intent: "services" }, // BT
  { message: "Which practice areas does Kamara Chambers cover?", intent: "services" }, // BT
  { message: "what kinda cases do y'all handle", intent: "services" }, // DS
  { message: "is this a full service firm or like just one type of law", intent: "services" }, // DS
  { message: "wat kin case una de do", intent: "services" }, // TK
  { message: "STATE THE AREAS OF LAW YOUR FIRM PRACTISES.", intent: "services" }, // RS
  { message: "I WAS WONDERING WHETHER YOUR CHAMBERS HANDLES MATTERS OTHER THAN COURT LITIGATION", intent: "services" }, // RS
  { message: "una de handle which kind matter", intent: "services" }, // TT
  { message: "wetin una sabi do for law side", intent: "services" }, // TT
  { message: "wetin una de du na dis ofis", intent: "services" }, // MK
  { message: "What does the firm help with?", intent: "services" }, // YM
  { message: "do you only do court case or other things too", intent: "services" }, // TD

  // ── greeting ──
  { message: "Kushe o", intent: "greeting" }, // MK
  { message: "Kushe, una de?", intent: "greeting" }, // MK
  { message: "Good morning.", intent: "greeting" }, // BT
  { message: "heyyy", intent: "greeting" }, // DS
  { message: "helo", intent: "greeting" }, // TK
  { message: "GOOD AFTERNOON", intent: "greeting" }, // RS
  { message: "Seke, mu yene", intent: "greeting" }, // TT
  { message: "hi", intent: "greeting" }, // YM
  { message: "kushe boss", intent: "greeting" }, // TD

  // ── thanks ──
  { message: "tenki ya", intent: "thanks" }, // MK
  { message: "Thank you for the information.", intent: "thanks" }, // BT
  { message: "appreciate it fam", intent: "thanks" }, // DS
  { message: "tanks u very much", intent: "thanks" }, // TK
  { message: "THANK YOU. MUCH APPRECIATED.", intent: "thanks" }, // RS
  { message: "tenki ba", intent: "thanks" }, // TT
  { message: "thank you so much, that helps", intent: "thanks" }, // YM
  { message: "ok tenki", intent: "thanks" }, // TD

  // ── goodbye ──
  { message: "tenki, bye bye", intent: "goodbye" }, // MK
  { message: "Thanks, goodbye.", intent: "goodbye" }, // BT
  { message: "aight thanks, peace ✌️", intent: "goodbye" }, // DS
  { message: "ok bye", intent: "goodbye" }, // TK
  { message: "THANK YOU. OVER AND OUT.", intent: "goodbye" }, // RS
  { message: "ok I go come back later, bye", intent: "goodbye" }, // TT
  { message: "aright see you", intent: "goodbye" }, // TD

  // ── phone ──
  { message: "What is your phone number?", intent: "phone" }, // BT
  { message: "can i call u guys from the US, whats the number", intent: "phone" }, // DS
  { message: "giv me ur fone numba", intent: "phone" }, // TK
  { message: "TELEPHONE NUMBER FOR THE OFFICE PLEASE", intent: "phone" }, // RS
  { message: "wetin na una number make I call", intent: "phone" }, // TT
  { message: "una get number wey mi papa go call?", intent: "phone" }, // MK
  { message: "Is there a number I can call? I can't type for long", intent: "phone" }, // YM
  { message: "can i call now", intent: "phone" }, // TD

  // ── contact ──
  { message: "How can I contact the firm?", intent: "contact" }, // BT
  { message: "whats the best way to reach you guys from abroad", intent: "contact" }, // DS
  { message: "how i go reech una", intent: "contact" }, // TK
  { message: "HOW DO I GET IN TOUCH WITH YOUR CHAMBERS", intent: "contact" }, // RS
  { message: "how I go contact una office", intent: "contact" }, // TT
  { message: "aw wi go contact una from Makeni", intent: "contact" }, // MK
  { message: "what's the way to get in touch with someone there?", intent: "contact" }, // YM
  { message: "contact details pls", intent: "contact" }, // TD

  // ── email ──
  { message: "What is your email address?", intent: "email" }, // BT
  { message: "can i email u my documents? what's the email", intent: "email" }, // DS
  { message: "una get imel", intent: "email" }, // TK
  { message: "EMAIL ADDRESS PLEASE. I WILL SEND MY LETTER.", intent: "email" }, // RS
  { message: "my son want send email to una, which one he go use", intent: "email" }, // TT
  { message: "Can I send a message by email instead? what's the address", intent: "email" }, // YM
  { message: "email?", intent: "email" }, // TD

  // ── address ──
  { message: "Where is your office located?", intent: "address" }, // BT
  { message: "where y'all at? like what street", intent: "address" }, // DS
  { message: "wich side una ofis de", intent: "address" }, // TK
  { message: "GIVE DIRECTIONS TO YOUR OFFICE FROM PZ", intent: "address" }, // RS
  { message: "I de come from Dove Cot by keke, how I go reach una office", intent: "address" }, // TT
  { message: "usai una ofis de na Freetown", intent: "address" }, // MK
  { message: "how to find your office, I go come with okada from Kissy Road", intent: "address" }, // TD

  // ── knowledge:Fees ──
  { message: "How much is an initial consultation?", intent: "knowledge:Fees" }, // BT
  { message: "how much do y'all charge? can I pay in dollars", intent: "knowledge:Fees" }, // DS
  { message: "lawya fee plenty? i no get muni", intent: "knowledge:Fees" }, // TK
  { message: "I can pay small small for the lawyer money?", intent: "knowledge:Fees" }, // TT
  { message: "Is there any free legal help for women who can't afford a lawyer?", intent: "knowledge:Fees" }, // YM
  { message: "wetin una de charge fo lan case", intent: "knowledge:Fees", also: ["area:land"] }, // MK

  // ── knowledge:Languages spoken ──
  { message: "una lawyer dem sabi Krio? mi papa nor sabi English", intent: "knowledge:Languages spoken" }, // MK
  { message: "any lawyer there speak Temne?", intent: "knowledge:Languages spoken" }, // TT
  { message: "DO YOUR LAWYERS SPEAK MENDE? MY WIFE ONLY SPEAKS MENDE.", intent: "knowledge:Languages spoken" }, // RS
  { message: "my wife is from Guinea and only speaks French, do u have someone who speaks French", intent: "knowledge:Languages spoken" }, // DS
  { message: "my mother only speaks Limba, can you provide an interpreter?", intent: "knowledge:Languages spoken" }, // YM
  { message: "i no sabi english wel, una go tok krio wit me?", intent: "knowledge:Languages spoken" }, // TK

  // ── knowledge:Parking ──
  { message: "is there parking near your office? I'm renting a car when I land", intent: "knowledge:Parking" }, // DS
  { message: "WHERE CAN I PARK MY VEHICLE NEAR YOUR OFFICE", intent: "knowledge:Parking" }, // RS
  { message: "I go come with my truck, where I fit park am", intent: "knowledge:Parking" }, // TD
  { message: "Is parking available at your building?", intent: "knowledge:Parking" }, // BT
  { message: "where i go park my car near una office, Siaka Stevens street de too busy", intent: "knowledge:Parking" }, // TT
  { message: "is there somewhere safe to park? my brother will drive me", intent: "knowledge:Parking" }, // YM

  // ── knowledge:What to bring ──
  { message: "What documents should I bring to the consultation?", intent: "knowledge:What to bring" }, // BT
  { message: "wetin wi fo bring fo di lan case, wi get ol papa dem", intent: "knowledge:What to bring" }, // MK
  { message: "wat paper i go bring wen i com", intent: "knowledge:What to bring" }, // TK
  { message: "WHAT DOCUMENTS SHALL I BRING FOR MY PENSION MATTER", intent: "knowledge:What to bring" }, // RS
  { message: "I need bring my driving licence and the waybill?", intent: "knowledge:What to bring" }, // TD
  { message: "what should I bring to the first meeting, I have my marriage certificate and screenshots of his messages", intent: "knowledge:What to bring" }, // YM

  // ── unknown ──
  { message: "hmm", intent: "unknown" }, // TK
  { message: "?", intent: "unknown" }, // RS
  { message: "wait what", intent: "unknown" }, // DS
  { message: "I get one question", intent: "unknown" }, // TT
  { message: "ok so", intent: "unknown" }, // MK
  { message: "asdfjk", intent: "unknown" }, // TD

  // ── attorney ──
  { message: "IS IBRAHIM JALLOH STILL PRACTISING WITH YOUR FIRM? HE DEFENDED A COLLEAGUE OF MINE IN 2015.", intent: "attorney:Ibrahim Jalloh" }, // RS
  { message: "Isatu Bangura na the shipping lawyer? people for port recommend her", intent: "attorney:Isatu Bangura" }, // TD
  { message: "can you tell me more about Fatmata Kamara", intent: "attorney:Fatmata Kamara" }, // YM
  { message: "Hawa Turay de wok dia? dem se in sabi family lan", intent: "attorney:Hawa Turay" }, // MK

  // ── booking ──
  { message: "wi wan si lawyer monde, mi papa go kam from Makeni", intent: "booking" }, // MK
  { message: "Abeg mek wi book appointment fo tok wit lawyer bout wi lan", intent: "booking" }, // MK
  { message: "can my father come and see one of the lawyers next week Tuesday?", intent: "booking" }, // MK
  { message: "I'd like to book a consultation for Thursday at 2pm.", intent: "booking" }, // BT
  { message: "Can I schedule a meeting with a business lawyer next week?", intent: "booking" }, // BT
  { message: "Please arrange an appointment during my lunch break, 1pm any weekday.", intent: "booking" }, // BT
  { message: "can i do a zoom consult with one of your lawyers? i'm in the US", intent: "booking" }, // DS
  { message: "I'll be in Freetown in December, wanna set up a meeting with someone about my dad's land", intent: "booking" }, // DS
  { message: "book me in to talk to a lawyer asap", intent: "booking" }, // DS
  { message: "i wan com see lawya tumoro", intent: "booking" }, // TK
  { message: "plis apointmen for frayday", intent: "booking" }, // TK
  { message: "can i see one lawya about my shop matter, wich day", intent: "booking" }, // TK
  { message: "I WISH TO SCHEDULE AN APPOINTMENT WITH A LAWYER ON MONDAY MORNING.", intent: "booking" }, // RS
  { message: "BOOK ME FOR A CONSULTATION. I AM AVAILABLE ANY DAY.", intent: "booking" }, // RS
  {
    message:
      "DEAR SIR/MADAM, I SERVED THIS NATION FOR 32 YEARS IN THE ARMY AND RETIRED AS A MAJOR IN 2011. I HAVE A HOUSE AT JUBA, A SMALL FARM AT NEWTON AND SOME SAVINGS. MY CHILDREN ARE SCATTERED, TWO IN THE UK AND ONE IN LAGOS, AND MY LATE FIRST WIFE'S RELATIVES STILL LIVE IN PART OF THE JUBA HOUSE. MY SECOND WIFE CARES FOR ME NOW, AND I DO NOT WANT THEM TO QUARREL WHEN I AM GONE AS I HAVE SEEN IN OTHER FAMILIES. I WRITE TO REQUEST A MEETING WITH ONE OF YOUR COUNSEL AT YOUR EARLIEST CONVENIENCE TO DISCUSS MY ESTATE PLANNING. KINDLY INDICATE A DATE.",
    intent: "booking",
  }, // RS
  { message: "I want meet lawyer Wednesday after market", intent: "booking" }, // TT
  { message: "ba make I book time to see lawyer", intent: "booking" }, // TT
  { message: "I was wondering whether I can come see somebody on Friday morning about my shop", intent: "booking" }, // TT
  { message: "Can I make an appointment? It has to be a morning when my mum can watch the baby", intent: "booking" }, // YM
  { message: "I'd like to talk to a family lawyer this week if possible", intent: "booking" }, // YM
  { message: "is it possible to meet a female lawyer on Tuesday", intent: "booking" }, // YM
  { message: "I want see lawyer Friday, only day I no get trip", intent: "booking" }, // TD
  { message: "make appointment for me pls, name Sorie", intent: "booking" }, // TD
  { message: "can I come see lawyer tomorrow morning b4 I go port", intent: "booking" }, // TD
];
