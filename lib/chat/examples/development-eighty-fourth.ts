import type { LabelledMessage } from "./labelled-message";

// Theme: someone held or being taken right now (markets, schools, workplaces, ports, checkpoints, landlord's/employer's men, family lock-ins, task forces, border and airport); writers: Freetown market girl in Krio, retired Makeni teacher writing formal letters, Kenema okada rider voice-typing, London/US diaspora relatives telling long stories, FBC student in SMS shorthand, Tombo/Goderich fish seller in heavy Krio, Guinean trader mixing French, Bo office clerk asking indirect questions
export const DEVELOPMENT_EIGHTY_FOURTH: LabelledMessage[] = [
  {
    message:
      "mi pikin de na Tombo wharf, di marine polis dem don ketch am wit di boat man dem, dem se dem de kari tin we nor get paper. dem ol dem na di wharf sins 4 oklok. abeg ep",
    intent: "urgent",
  },
  {
    message:
      "sorry for my English. the company where I drive they say I crash the car and the manager and two security lock me in the office since morning and say I go pay or they call police. I am writing from inside",
    intent: "urgent",
  },
  {
    message:
      "Morning. Writing for my aunt in Kono who doesn't have data. Her son was digging at a mining site and the site owner's men accused him of hiding a diamond. They've tied him up at the site and said police will come. This is going on right now, she's there outside the fence.",
    intent: "urgent",
  },
  {
    message:
      "sorry quick one, my mum's driver was taken at the Kingtom checkpoint for 'obstruction' and they've got the car too. he's still at the checkpoint post. what should he say?",
    intent: "urgent",
  },
  {
    message: "wan bigman in boy dem don kari mi broda go na dem bos in os na Hill Station. dem se mi broda krash di bos in kar. dem nor lef am sins monin",
    intent: "urgent",
  },
  {
    message:
      "somebody accuse me that I take part in the robbery in the village and they report me to police. they not arrest me yet but I want lawyer for this case",
    intent: "area:criminal",
  },
  { message: "Il y a la police a mon magasin maintenant, ils veulent fermer et prendre mon fils. Congo Cross. Please someone call me quick", intent: "urgent" },
  {
    message:
      "Would your criminal team be able to attend the Ross Road police station this afternoon? My colleague was arrested at the bank where we work and they're keeping him pending investigation. I'd also like to know what he should or shouldn't say.",
    intent: "urgent",
  },
  {
    message:
      "Urgent svp. My brother came from Conakry by road, at the Kambia checkpoint they take him down from the poda poda and keep him, they say he is spy. C'est faux! He is still in their hands since this morning",
    intent: "urgent",
  },
  {
    message: "poda poda drayva, na mi broda, polis don tek am na Cline Town tide, dem se im nor pe dem. dem tek in motoka bak. im de na di stashon naw",
    intent: "urgent",
  },
  {
    message:
      "my brother they take him at Mile 91 checkpoint last night because of the marijuana they find in the bus but is not his bag he is only the apprentice. he sleep in the cell. please lawyer",
    intent: "urgent",
  },
  {
    message:
      "Hi, I'm in Accra. My brother in Freetown was picked up at his office in Brookfields by men in plain clothes about two hours ago. His colleagues say they showed some ID and put him in a black jeep. We have no idea where he is now. Please, is there anything your office can do?",
    intent: "urgent",
  },
  { message: "dem don kam tek mi papa na di shop. dem se dem na 'operation' fo di drug. a nor no usai dem de kari am", intent: "urgent" },
  {
    message:
      "I'm writing from Birmingham. My niece in Freetown, 13, told her teacher that her stepfather has been touching her. Now the stepfather has found out and is threatening her and her mum. They're staying at a church tonight. Who can help keep them safe?",
    intent: "safety",
  },
  { message: "mi pikin don kam os pan bel, bot di kes stil de na kot. a wan lawyer fo di kes", intent: "area:criminal" },
  {
    message:
      "Sir, My son spent three nights at a police station in 2021 and was later acquitted. Will this arrest appear on his record when he applies for a job in the civil service?",
    intent: "legal-question",
  },
  {
    message:
      "Sir, I regret to inform you that my son was arrested at the Queen Elizabeth II Quay where he works as a tally clerk, in connection with a missing container. He remains in custody at the port police. We are prepared to pay for representation immediately.",
    intent: "urgent",
  },
  {
    message: "Hi, my nephew was freed after his case was thrown out, but the complainant has filed an appeal. We'd like your criminal team to take this on.",
    intent: "area:criminal",
  },
  { message: "I want to book an appointment with your criminal lawyer about my son's arrest last month. Is tomorrow possible?", intent: "booking" },
  {
    message:
      "dem don lok mi sista insai di rum sins 3 dez, mi papa se she nor go go skul bak until she gri fo mared di man. she de beg tru di winda. wetin a go du",
    intent: "urgent",
  },
  {
    message:
      "URGENT my wife is being held at Lungi airport immigration since 6am. flight to Accra left without her. they say travel ban?? nobody explaining anything. she texted me from the toilet",
    intent: "urgent",
  },
  { message: "polis de na mi do naw naw, dem wan kam insai fo tek mi angkul. dem nor sho no paper. abeg wetin a fo du", intent: "urgent" },
  {
    message:
      "wetin una fo du wen polis dem tek pesin from maket? dem jus tek mi mama na Big Market ya, se she nor pe maket dues. she de insai di council trok naw",
    intent: "urgent",
  },
  {
    message: "Sir, Police officers are at my residence in Lunsar at this moment with a warrant for my son. Kindly advise what we should do.",
    intent: "urgent",
  },
  {
    message:
      "they say the task force will come for all the okada riders in town next week. if they catch me can they keep me in cell for not having helmet or is only fine?",
    intent: "legal-question",
  },
  { message: "a wan si lawyer dis wik fo tok bot di tin we polis du mi na di chekpoint. wetin de a fit kam?", intent: "booking" },
  { message: "wan man de fala mi gial pikin fo skul, im se if she nor go wit am im go kil am. tide im bit am na rod", intent: "safety" },
  {
    message:
      "Hello, after my brother gave a statement to the police about a robbery he witnessed at the market, the robbers' friends have been coming to his stall every day telling him they'll burn it and him. He's scared to go out. What can he do?",
    intent: "safety",
  },
  { message: "na kam a kam from prizin las mont. a bin de deh tu yia widout trayal. di lo se wetin? dem fo pe mi?", intent: "legal-question" },
  {
    message: "can my employer lock me inside the shop til late if stock is missing? it happen to me last week for 5 hours. is that false imprisonment?",
    intent: "legal-question",
  },
  {
    message:
      "my dad was stopped at the Masiaka checkpoint on his way to Makeni and the soldiers took him aside, now its 4hrs and they still holding him in the checkpoint shed. they took his phone too, my mum is panicking",
    intent: "urgent",
  },
  {
    message:
      "please I need a lawyer now the police they come to the school where I teach and they take my student who is 17 they say he fight other boy in town. he in the station Kenema now and his parents are in village",
    intent: "urgent",
  },
  { message: "mi fambul bin lok mi insai os fo tu wik las yia bikos a nor wan mared di man. naw a fri. a fit kari dem go kot?", intent: "legal-question" },
  {
    message: "if i record police at a checkpoint on my phone, can they arrest me for it? my friend got arrested for that last month n released",
    intent: "legal-question",
  },
  {
    message: "I was held at Gbalamuya border 2 days last month and they take money from me to release. Est-ce legal? Can I get the money back?",
    intent: "legal-question",
  },
  {
    message:
      "My brother was acquitted last year after a year on remand for something he didn't do. He wants to pursue the police and prison authorities for what happened. Is this something your firm takes on?",
    intent: "area:criminal",
  },
  {
    message: "theres a mob at the junction near my hostel, they say my friend is a thief and theyre looking for him. hes hiding in my room rn. we scared",
    intent: "safety",
  },
  { message: "dem de chase mi! a de ron na Congo Town. di okada boy dem se a nak dem padi. abeg", intent: "safety" },
  { message: "di fishman dem se dem go kil mi man if dem si am na di waf igen. im de ayd na mi sista in os. a fred", intent: "safety" },
  { message: "the man I owe money he send boys to my house they beat my wife and say they come back tonight to finish us. please what I do", intent: "safety" },
  {
    message:
      "they catch my brother at the Kenema lorry park this morning the task force people they say he sell phone that is stolen and now they carry him to the barracks. we don't know what they will do him",
    intent: "urgent",
  },
  {
    message:
      "I am at Hangha Road station now my wife is inside they arrest her today for the fight at the market with the other woman. they say no bail until Monday. what we do now please",
    intent: "urgent",
  },
  {
    message:
      "bro the airport police at Lungi have my uncle since his flight from Dubai, they say the gold in his bag, hes been in their office like 10hrs. family don't know what to do. wat r his rights rn?",
    intent: "urgent",
  },
  {
    message:
      "Hello, could you tell me what happens when someone is kept at the station over the weekend? My fiance was taken from his office on Friday after his boss accused him of fraud and he is still there. I need someone to go and see him.",
    intent: "urgent",
  },
  {
    message: "mi bos in man dem don tay mi broda na di wareos na Wellington, dem se im tif bag of rays. dem nor wan lef am til wi pe. pls kwik",
    intent: "urgent",
  },
  {
    message:
      "I'm so sorry, I don't know how this works. My nephew is 15. He went to sell water at the Lumley roundabout after school like he always does. Around 5 his friend ran to the house and said the council task force caught all the boys and put them in their truck. Nobody knows where they've been taken and it's nearly dark.",
    intent: "urgent",
  },
  {
    message:
      "Ma soeur est retenue a l'aeroport de Lungi, she come from Paris, they say her visa is not good and they want send her back. She is in a room since morning. Pouvez-vous intervenir?",
    intent: "urgent",
  },
  {
    message: "abeg, mi broda in wef en in fambul dem don lok am insai os na Waterloo, dem se im nor go komot te im sain di lan paper. im de kol mi soso",
    intent: "urgent",
  },
  {
    message:
      "Good afternoon. My daughter, a nurse at the government hospital, was arrested on duty this morning following the death of a patient. She is being held at the Makeni police division. We have been told she cannot be granted bail by the police. Please assist urgently and inform me of your fees.",
    intent: "urgent",
    also: ["knowledge:Fees"],
  },
  {
    message:
      "My cousin was arrested at Lungi airport two years ago and later released, but now whenever he travels immigration stops him. Is there a way to clear his name, or are they legally allowed to keep him on some list?",
    intent: "legal-question",
  },
  {
    message:
      "Would it be possible for someone from your office to go to Bo police station today? My younger brother was picked up at his workplace, a fuel station, after the cash box went missing and he has been in the cell since last night.",
    intent: "urgent",
  },
  {
    message: "do u do police brutality cases? cops beat my brother at a checkpoint last week, he's home now but has a broken arm. we want to take action",
    intent: "area:criminal",
  },
  {
    message:
      "please the men from the company they beat me today because I ask for my salary and they say if I come back they will kill me. I am hiding at my friend house now",
    intent: "safety",
  },
  {
    message:
      "Please urgent. At the Gbalamuya border, customs hold my truck driver and my goods since 3 days. Il dort la-bas dans le camion, ils ne le laissent pas partir. What law can help him now?",
    intent: "urgent",
  },
  {
    message:
      "hello please my brother they hold him at Waterloo check point since morning they say is papers not correct and they don't want to leave him now he in the police box what we go do",
    intent: "urgent",
  },
  {
    message:
      "Good afternoon. My brother Sahr and I co-own a small shop in Koidu and last year we had a misunderstanding with a supplier about a delivery of cement. We paid half and he never brought the rest. We complained many times and then forgot about it. This morning the supplier came with a police officer and took Sahr to the Koidu station, claiming we owe him. Sahr has been in the cell all day.",
    intent: "urgent",
  },
  { message: "dem de bit am an put am na van. polis. Goderich junkshon. naw naw", intent: "urgent" },
  {
    message: "my friend's trial for the campus fight is coming up in the high court, he's on bail. does ur firm do trials like that?",
    intent: "area:criminal",
  },
  {
    message: "If my husband's family report me to the police for taking the children to my mother's house, could I be arrested for kidnapping my own children?",
    intent: "legal-question",
  },
  {
    message:
      "Hi, sorry to message so late. My mum in Bo phoned me here in Manchester, she's frantic. My brother was at work at the mining company's office, there was an argument about salary and the company security locked him in a store room, now they say police are coming to take him. That's happening now. What can I do from here?",
    intent: "urgent",
  },
  {
    message: "wat happens if police keep someone more than 72hrs?? my uncle is at CID since monday and its friday. no charge. we need someone",
    intent: "urgent",
  },
  {
    message:
      "Sir, A group of youths has surrounded the home of my neighbour, accusing him of stealing a motorbike. They are armed with sticks and are calling for him to come out. I fear he will be killed. The police have not arrived.",
    intent: "safety",
  },
  {
    message:
      "Mi nem Hawa, a de sel fish na Goderich. Mi an wan uman bin get palava ova mi tabul sins las mont, an di chif bin se mek wi kip pis. Tide di uman kam wit in broda we na soja an dem tek mi boy we de ep mi sel. Dem se dem go kip am na dem kamp te a lef di tabul. Di boy de deh naw.",
    intent: "urgent",
  },
  {
    message:
      "guys my roommate got arrested at FBC campus gate like 1hr ago, some police guys said he was at the protest yday. they took him 2 Kissy? we dnt know. pls wat do we do",
    intent: "urgent",
  },
  { message: "book me 1 apoyntment wit lawyer pls. abot mi wok palava, di bos bin lok mi na di stor las mont", intent: "booking" },
  { message: "dem bin ol mi na Lungi airpot fo 8 awa wen a de kam fo beri mi papa. dem nor gi mi lawyer. dem get rayt fo du dat?", intent: "legal-question" },
  { message: "mi landlord se if a nor pe tumara im go mek polis tek mi. e fit du dat? na kot palava or na polis palava?", intent: "legal-question" },
  {
    message:
      "Dear Sir, I am a retired teacher living at Teko Road, Makeni. For two years I have had a quarrel with my neighbour over a mango tree and a small piece of fence, which I thought we had settled at the chiefdom. This afternoon however his brother, who is a police officer, came with three others and carried my grandson to the station, saying he insulted them. The boy is only seventeen and he is still in the cell as I write. I humbly ask for your urgent assistance.",
    intent: "urgent",
  },
  { message: "please I want meet lawyer on Friday because of the problem the task force do to my shop last month. what time I come?", intent: "booking" },
  {
    message:
      "Sir, My nephew was detained at the Kambia border last year and his motorbike was confiscated. He was released without charge. Does the law allow the border officials to keep the motorbike?",
    intent: "legal-question",
  },
  {
    message:
      "Could you tell me whether your firm takes cases where someone was wrongly arrested at work and now faces charges? My cousin is out on bail and the trial starts soon.",
    intent: "area:criminal",
  },
  {
    message:
      "my brother was arrested and release after one week but they never take him to court. now they call him to report every Monday. is that the law? how long he go report?",
    intent: "legal-question",
  },
  {
    message:
      "I don't know if this is the right place but my husband went to the CID yesterday because they invited him for questioning about his business partner and he has not come home. They say he will sleep there again tonight. Could a lawyer see him today?",
    intent: "urgent",
  },
  {
    message:
      "need help asap. my friend streamed a video of the police at a checkpoint and now they took him and his phone. were at Hill Station junction, they put him in the pickup",
    intent: "urgent",
  },
  {
    message:
      "My brother was released on police bail last week after being arrested at work. They took his passport. Can he travel to Ghana for his job while on bail, or would that get him arrested again?",
    intent: "legal-question",
  },
  {
    message: "my friend they lock him in the container at the workshop the boss say he steal spare part and they wait for police he is shouting inside",
    intent: "urgent",
  },
  {
    message:
      "mi man de wok na di pot, QEII Quay. tide dem se kontena don mis an polis don hol am wit oda tri man dem. dem nor lef am fo kol mi. abeg una lawyer fo go deh",
    intent: "urgent",
  },
  {
    message:
      "plz my bro was arrested at Aberdeen checkpoint w/ his friends, cops said their taxi had 'suspicious' items. they still at the post, can someone from ur office go? n whats ur address so i come",
    intent: "urgent",
    also: ["address"],
  },
  {
    message:
      "di fishman dem na Tombo se mi man tif dem net. dem ol am insai wan os, dem de bit am, dem se dem nor go lef am. polis nor kam yet. abeg wetin a fo du",
    intent: "urgent",
  },
  {
    message:
      "Je voudrais prendre rendez-vous avec un avocat. My brother was held at the border in March, now he is free, we want to see someone. Lundi possible?",
    intent: "booking",
  },
  { message: "wan polis bin bit mi wen dem tek mi na di maket las yia. a get di skar. a fit sue am?", intent: "legal-question" },
  {
    message:
      "Dear Counsel, I write on behalf of the parent-teacher association. Four of our senior pupils were detained by police yesterday following a street procession after the WASSCE results. As of this morning they are still in custody at the Makeni station and their parents have not been allowed in. Your urgent intervention is requested.",
    intent: "urgent",
  },
  {
    message:
      "Bonjour. Nos marchandises sont bloquees au port et maintenant le transitaire est arrete aussi, police took him from the customs office at the Quay this afternoon. He is still there in the cell at the port police. We need avocat now",
    intent: "urgent",
  },
  { message: "abeg, dem don tek mi mama in ID an dem de hol am na di bodmant na Jendema. she get Liberian pas. she de kray na fon", intent: "urgent" },
  {
    message:
      "mi papa in broda dem don tek mi mama go na dem vilej, dem de kip am deh, dem se she nor go go bak na Freetown te she gi dem di os paper. she kol mi wit oda pesin in fon",
    intent: "urgent",
  },
  { message: "mi padi dem don ketch am na Lumley rawnbot, dem put am insai di task fos trok. dem se na 'klin-op'. abeg", intent: "urgent" },
  { message: "a de insai di sel naw. na mi padi in fon a de yuz. dem tek mi na Congo Market yestade. abeg kol mi sista", intent: "urgent" },
  {
    message: "my sister's bf beat her up last night and now hes outside our house banging the door saying he's gonna finish her. she's hiding in the back room",
    intent: "safety",
  },
  { message: "polis kam na mi wok ples na di otel, dem se mek a fala dem. a de insai dem motoka naw. wetin a fo du", intent: "urgent" },
  {
    message:
      "omg my cousin just got dragged out of the lecture hall by some men in black, students saying theyre police. uni security did nothing. where do we even go",
    intent: "urgent",
  },
  {
    message:
      "Dear Sir, In 2022 I was detained for six days at a police station in Makeni and later released without charge. My employer stopped my wages during that time. Am I entitled to compensation from the state, and can I recover the wages?",
    intent: "legal-question",
  },
  { message: "abeg, dem don tek mi nefyu na di bich, Lakka. polis se im de smok. dem kari am go. e jus 14 yia", intent: "urgent" },
  {
    message:
      "Hi. My late father was arrested in the 90s and his shop was taken while he was in prison. Now that he's passed, can we as his children claim it back?",
    intent: "legal-question",
  },
  {
    message:
      "Hi, I'll be in Freetown from the 10th. I'd like to book an in-person meeting about my brother's detention at the port last year, which is over now but still worries us. Which days are free?",
    intent: "booking",
  },
  {
    message:
      "Would it be possible to arrange a meeting with a lawyer next week? My husband was released from CID custody on Friday and we'd like to discuss what comes next. Also what documents should we bring?",
    intent: "booking",
    also: ["knowledge:What to bring"],
  },
  {
    message:
      "Sorry for the long message. My husband and I run a small guesthouse in Bo and we employ a young man as night watchman. Last week a guest's laptop went missing and the guest reported it. We thought it was sorted because the laptop was found in the guest's own car. Then today, this afternoon, two officers arrived and arrested our watchman anyway, and he's still at the station refusing to eat. I feel responsible. What can be done?",
    intent: "urgent",
  },
  {
    message:
      "My cousin was taken from her hair salon in Bo by plain-clothes men who said they were CID, about an hour ago. We don't know where they took her. How do we find which station she is at and can your lawyer go with us now?",
    intent: "urgent",
  },
  {
    message:
      "please the chief men they hold my brother in the court barray since yesterday they say he don't pay the fine for the land case they tie him there",
    intent: "urgent",
  },
  { message: "dem don tek mi bro go Pademba Road prizin. im nor si jej yet. sins tu wik", intent: "urgent" },
  { message: "dem de drayv mi na di maket, di uman dem se a tif. a ron go ayd na wan shop. dem de wet fo mi na do", intent: "safety" },
  {
    message:
      "hello my name is Foday from Kenema the police arrest my father this morning in the farm because of the cocoa the man say is his own cocoa now my father is in the cell at the police post please help us",
    intent: "urgent",
  },
  { message: "police just came to our shop at Kissy Road and handcuffed my father, theyre taking him right now. what do i say to them??", intent: "urgent" },
  {
    message:
      "Is a family allowed to keep a grown woman locked in? My cousin is 24 and her father has locked her in the back room since Sunday because she wants to marry someone from another religion. She is still there. Please tell me what we can do today.",
    intent: "urgent",
  },
  {
    message: "abeg una help me, polis dem don hol mi broda na Dove Cot market jus now, dem se na im tif di phone bot na lie. dem de put am na van naw naw",
    intent: "urgent",
  },
  {
    message:
      "hi. my cousin is held at Jendema border post since yesterday evening, they say his ECOWAS card is fake. He's sleeping there in the post. How can we get him out?",
    intent: "urgent",
  },
  {
    message:
      "Dear Sir, Since my son was released from police custody last month, the complainant's family have been threatening to kill him. Last night they stoned our house. We are afraid for our lives. Kindly advise.",
    intent: "safety",
  },
  { message: "na mi pikin de rayt dis fo mi. polis don tek mi na Kissy maket dis monin, a de na di stashon naw. dem se a sel fek meresin", intent: "urgent" },
  {
    message: "Hier soir des hommes armes sont venus a ma boutique a Kissy, they beat my boy and say they will return. Nous avons peur. Please advise",
    intent: "safety",
  },
  { message: "Des gens me menacent au marche, they say foreigner must leave or they burn my shop tonight. I am afraid. What can I do?", intent: "safety" },
  {
    message:
      "the soldiers they arrest my brother at the Bandajuma checkpoint and they say he carry charcoal without permit now they keep him in the tent since morning until we bring money",
    intent: "urgent",
  },
  { message: "Police dey for our gate now. they want take my pikin say he join cult for school. he is 14. they no show paper. ABEG", intent: "urgent" },
  {
    message: "the police take my okada when they arrest me in January and now I am free but they no give back the okada. is it legal they keep it?",
    intent: "legal-question",
  },
  {
    message:
      "I am reaching out on behalf of a friend whose son, 16, was picked up in a group of boys by the police near the Bo stadium last night. They are all at the station and the parents are being told to pay before they are released. Is there someone who deals with children being held?",
    intent: "urgent",
  },
  {
    message: "mi man in mama dem don lok mi sista insai di kichin, dem se she tif di man in moni. dem nor wan lef am. she kol mi from insai deh",
    intent: "urgent",
  },
  { message: "di landlord in boy dem de trowe ston na mi os naw, dem se mek a komot tide. mi pikin dem de kray. abeg", intent: "safety" },
  {
    message:
      "Sir, Respectfully, my brother-in-law, a civil servant, was arrested at his office at Youyi Building this afternoon by officers of the Anti-Corruption Commission. He is being held at their premises. The family requests that counsel attend immediately.",
    intent: "urgent",
  },
  {
    message:
      "My sister in Bo is being beaten by her husband, tonight she ran to a neighbour. He's outside shouting that he'll kill her. The police there know him and won't come. What do we do?",
    intent: "safety",
  },
  {
    message:
      "Dear Madam/Sir, I must report that my elder brother, aged 66, has been held at the Magburaka police since the early hours of yesterday over an allegation of witchcraft made by neighbours. He is unwell. We implore you to send a lawyer.",
    intent: "urgent",
  },
  {
    message: "if campus security catch me n hand me to police for the protest next week, how long can they legally hold me b4 court?",
    intent: "legal-question",
  },
  {
    message:
      "I'm not sure whether you handle this, but my mother has been at the Bo central police since Monday over a loan from a microfinance group. They keep saying she will be charged to court. Is it normal to hold her this long, and can someone come?",
    intent: "urgent",
  },
  {
    message:
      "do police need a warrant to arrest someone at school? they picked me from class last term and released me next day, I want to know if they broke the law",
    intent: "legal-question",
  },
  {
    message:
      "they hold my small brother at the Koribondo police post since yesterday because the okada he ride belong to somebody who report it stolen but he rent it. they no allow us see him",
    intent: "urgent",
  },
  {
    message:
      "This is about my mum in Makeni. A neighbour she had a land quarrel with has been coming at night shouting that she's a witch and that the youths will deal with her. Last night someone set fire to her kitchen. She's alone. Please tell me what we can do right now.",
    intent: "safety",
  },
  {
    message: "my boss say if I leave the job he will make the police arrest me because I take advance salary. can he do that? is it crime or only debt?",
    intent: "legal-question",
  },
  { message: "mi broda in wef de bit am wit stik na di os naw, di pikin dem de ala. polis nor de pik. wetin a fo du", intent: "safety" },
  { message: "Mon fils a ete condamne a une amende, il est libre maintenant mais nous voulons faire appel. Vous faites les appels?", intent: "area:criminal" },
  { message: "dem don hol mi broda na di chek pont na Kossoh Town. dem se brayb. im de deh", intent: "urgent" },
  { message: "dem don rilis mi man bot dem se dem go kari am go kot fo di net tif palava. una de ep pipul fo dem kayn kes?", intent: "area:criminal" },
  { message: "got released from Ross Rd last nite, they said ill be charged to court. need a criminal lawyer for this", intent: "area:criminal" },
  {
    message: "L'annee derniere mon fils a ete arrete a Freetown, he was 16, they keep him with adults in the cell. Is that allowed by the law in Sierra Leone?",
    intent: "legal-question",
  },
  {
    message:
      "Salam. Je suis commercant a Dove Cot. Ce matin la police est venue au magasin et ils ont pris mon petit frere, they say goods is contraband from Guinea. He is in the cell at Central police. J'ai les papiers de douane. Help please",
    intent: "urgent",
  },
  {
    message: "yo my guy got picked up by the task force at Lumley beach 2nite, dey said loitering. hes at Lumley police stn rn. can ur lawyer come 2nite pls",
    intent: "urgent",
  },
  {
    message:
      "mi granpa dem don lok am na di os, in pikin dem se im kres an dem nor wan lek im komot. dem nor de gi am it. im don de insai fo wan wik. wetin a fo du",
    intent: "urgent",
  },
  {
    message:
      "Sir, A colleague has warned me that I may be arrested over a disputed school fund. I have done nothing wrong. If police come, am I obliged to answer their questions without a lawyer present?",
    intent: "legal-question",
  },
  { message: "abeg a wan mek apoyntment fo tok to wan lawyer. mi pikin bin de na polis las wik, dem don lef am. wetin de una fri?", intent: "booking" },
  { message: "the police they give me paper to come to court in Kenema for the accident case. I need lawyer to defend me", intent: "area:criminal" },
  {
    message:
      "My associate was stopped at Lungi airport with money he declare, but they say too much cash and they hold him and the money. Il est toujours la-bas. Please help, flight is gone",
    intent: "urgent",
  },
  {
    message:
      "My neighbour's husband has been locking her and the children inside the house whenever he goes out and today she passed a note through the window asking us for help. We can't get in. Who can we call and can your firm help?",
    intent: "urgent",
  },
  {
    message:
      "Dear Sir, I should like to schedule a consultation with one of your lawyers regarding my detention at Lungi Airport last year. Please propose a date.",
    intent: "booking",
  },
  {
    message:
      "Monsieur, mon employe est arrete a Kissy terminal. He was driving our truck of goods and the police stop him and take the truck and him. Now he is in station. We have all the documents. What to do quickly?",
    intent: "urgent",
  },
  {
    message:
      "Good evening. I know it's after hours. My cousin who works as a security guard at a construction site in Aberdeen was taken by police tonight after materials went missing. He's at the station and they've told his wife to bring 2 million leones. Please can your criminal lawyer call her?",
    intent: "urgent",
  },
  {
    message:
      "Dear Kamara & Associates, I am the deputy headmaster of a junior secondary school in Port Loko. This morning, during assembly, officers entered the school and took away our bursar in handcuffs in front of the pupils, regarding school fees accounts. He is presently at the Port Loko station. The staff have contributed money and wish to engage counsel today.",
    intent: "urgent",
  },
  {
    message:
      "Sorry to disturb. Is there anything that can be done tonight? My sister in law works as a housemaid and her madam's family have locked her in the boys' quarter accusing her of stealing jewellery. They say they'll hand her to police in the morning. She called me in tears.",
    intent: "urgent",
  },
  {
    message: "Police arrested me last year at Waterloo checkpoint and kept me 4 days without charge then released me. Was that legal and can I sue them?",
    intent: "legal-question",
  },
  {
    message: "my dad got arrested at the airport years ago and they seized $5,000. case dropped. can we still get the money back now or is it too late?",
    intent: "legal-question",
  },
  {
    message:
      "Bonjour, mon frere est bloque a la frontiere Gbalamuya depuis hier, immigration people take his passport and they keep him in their office. He speak small English. Please what can we do, he is still there",
    intent: "urgent",
  },
  {
    message:
      "Could you tell me what to do if my ex keeps coming to my workplace with his friends and threatening me? Today he slapped me in front of customers and said next time will be worse.",
    intent: "safety",
  },
  {
    message:
      "hello hello the soldiers at the junction holding my uncle they say he is rebel from Liberia but he is born here they tie his hand now what we do please call me",
    intent: "urgent",
  },
  {
    message:
      "I wonder if someone can advise me quickly, my colleague was called into the manager's office this morning and the company security has kept her there for hours about missing money, they have now called police to come take her. Can your firm do something right now?",
    intent: "urgent",
  },
  {
    message:
      "Sir, My late brother's son has been charged with assault following a dispute at the market and is on bail pending trial at the Makeni magistrate court. The family wishes to retain your services for his defence.",
    intent: "area:criminal",
  },
  {
    message:
      "Sir, I was the victim of a theft at my shop and the suspect has been charged. I wish to engage a lawyer to watch the case on my behalf at the magistrate court.",
    intent: "area:criminal",
  },
  {
    message:
      "please sir my okada they seize it at Blama road and they take my friend inside the police van because he no get license now they carry him to Kenema station he is there now please send somebody",
    intent: "urgent",
  },
  { message: "mi broda bin de na prizin bot dem don lef am. naw wi wan klin in nem. una de du dat?", intent: "area:criminal" },
  {
    message: "pls wetin a go du, di skul prinsipal don kol polis fo mi pikin, dem de na di skul ofis naw an di polis dem se dem de tek am go stashon",
    intent: "urgent",
  },
  {
    message:
      "Mon cousin est detenu au port depuis hier soir, customs and police keep him in one container office at the Quay. They want him sign paper he don't understand. SVP help urgent",
    intent: "urgent",
  },
  { message: "dem de tek mi pikin go Waterloo polis naw. in skul fren dem se im tif fon. abeg una lawyer go deh", intent: "urgent" },
  {
    message: "mi landlord in boy dem kam wit kotlas, dem don drag mi broda go na di landlord in kompawn, dem se dem go hol am til rent don pe. dem de deh naw",
    intent: "urgent",
  },
  {
    message:
      "I'm planning to visit Sierra Leone at Christmas but I heard there's a police complaint against me from an old business partner. Could I be arrested at the airport when I land?",
    intent: "legal-question",
  },
  {
    message: "pls hw fast can a lawyer get 2 Ross Rd police? my sis dey there since mrng, dey say she insulted an officer on fb. they nt letting us see her",
    intent: "urgent",
  },
  {
    message:
      "My husband was taken off the bus at the Bo-Kenema highway checkpoint this morning because he didn't have his ID card. I've just been told he's being held at the checkpoint and will be moved to the station later. Can your lawyer meet us there?",
    intent: "urgent",
  },
  {
    message:
      "my gf was detained at the airport trying to board to Ghana, immigration said her passport flagged. shes still there, her phone going off soon. can someone go to Lungi 2day pls",
    intent: "urgent",
  },
  { message: "polis dem de na di maket naw, dem de ketch di uman dem we sel na di rod. dem don put mi sista insai di trok. abeg kam", intent: "urgent" },
  {
    message:
      "Good evening. I am writing from London. My younger sister runs a small provision shop at Congo Cross and for months the landlord has been complaining about the rent, which we sent every month through money transfer. Today she called me crying that the landlord's boys came with two policemen and they have taken her to Congo Cross station. She is still there now and they have her phone. Please can someone go?",
    intent: "urgent",
  },
  {
    message:
      "Sir, Kindly note that my nephew Abu has been detained at the Kambia police station since Thursday evening without any charge. It is now Saturday and the family has been asked to pay money for his bail. Please advise us urgently.",
    intent: "urgent",
  },
  { message: "mi man de bit mi evri nayt. tide im tek nayf. a ron kam na mi sista. a nor wan go bak", intent: "safety" },
  { message: "mi bos don kol polis fo mi, dem de kam naw naw fo tek mi na di shop. a nor tif notin. wetin a fo se to dem", intent: "urgent" },
  {
    message: "theres a fight at the port gate rn, dockworkers beating one guy they say stole, hes my cousin, they gonna kill him, police just watching",
    intent: "safety",
  },
  {
    message: "my cousin he is accuse for drug at Mile 91 but they release him on bail, the case go start in Magburaka court. you people can stand for him?",
    intent: "area:criminal",
  },
  {
    message: "Good morning, my brother has a case at the magistrate court next month for theft. He is on bail. Do you people handle criminal defence?",
    intent: "area:criminal",
  },
  {
    message:
      "My son was given police bail yesterday after a fight at school and he has to report on Monday. I'd like someone from your criminal defence side to handle it from here.",
    intent: "area:criminal",
  },
  {
    message:
      "Dear Sir, I have been summoned by the CID in Makeni to give a statement next Tuesday concerning allegations of fraud at the school. I would like a lawyer to accompany me.",
    intent: "area:criminal",
  },
  {
    message:
      "I need advice on something frightening. My husband's relatives say that since he died the house is theirs and they are coming tonight with boys to throw me and my children out by force. They have already broken my window. Is there anyone who can help us tonight?",
    intent: "safety",
  },
  {
    message:
      "Good day sir/madam, this is urgent. The drug task force raided our compound at Kissy Mess Mess this early morning and they have carried four of our young men including my nephew. They are at the Eastern police now, nobody has told us the charge.",
    intent: "urgent",
  },
  {
    message:
      "someones been sending me death threats on whatsapp since i posted about the checkpoint bribes. today they sent a pic of my house gate. what do i do",
    intent: "safety",
  },
  { message: "can i book a consult for next tues? released from police stn last wk, want to talk thru my options", intent: "booking" },
  {
    message:
      "Hello, I live in Maryland, USA. My father's land in Hastings has been a problem for a long time, with some people claiming they bought part of it from a cousin. We hired surveyors, went to the Ministry, everything. Yesterday the other side came with police and arrested my elderly father on the land, and today we learned he has been moved to the Hastings police post and they are refusing bail. He is 72 and diabetic. Please help us now.",
    intent: "urgent",
  },
  { message: "Mr Jalloh abeg! dem don tek mi broda na di soja barracks na Wilberforce, dem se im fet soja. im de deh sins yestade", intent: "urgent" },
  {
    message: "If customs arrest my agent at the port again like last year, am I also responsible in law as the owner of the goods? Je veux savoir avant.",
    intent: "legal-question",
  },
  {
    message:
      "Hello, my daughter is a student at Njala. She's just called, she and about ten others were rounded up by police in the hostel after a fight with another hall and they're being taken to the station. They're in the back of a truck as we speak.",
    intent: "urgent",
  },
  { message: "dem don kam wit trok fo brok mi shop na PZ an dem don tek mi boy dem go. council task fos. dem de insai di trok naw", intent: "urgent" },
  {
    message:
      "the people in the village they say my mother is witch and they want to beat her tonight they gather outside the house we lock the door from inside",
    intent: "safety",
  },
  {
    message:
      "Sir, My daughter works as a teacher in a rural school and the proprietor has been threatening her with violence because she refused his advances. Yesterday he struck her. She is terrified to return to the school compound. What steps can be taken to protect her?",
    intent: "safety",
  },
  {
    message:
      "hi, i'm at Kissy police rn, they just brought my brother in. officer says he's gonna be charged w/ robbery. we need a lawyer here like now. also wats ur whatsapp",
    intent: "urgent",
    also: ["phone"],
  },
  {
    message: "La police m'accuse de recel de marchandises volees. I am on bail, the case is at court next week. Je cherche un avocat penal.",
    intent: "area:criminal",
  },
  {
    message:
      "I'm hiding in a shop at Bo main motor park. Some men who said I owe their boss money grabbed my bag and are still walking around looking for me. What should I do?",
    intent: "safety",
  },
  {
    message:
      "Bonsoir, my wife is Guinean, she come by Pamelap and Gbalamuya and immigration hold her in the post since two days, they want big money. Est-ce que votre cabinet peut aller la-bas? She is still inside",
    intent: "urgent",
  },
  {
    message:
      "I was stopped and held for some hours at the Bo checkpoint last month because I had no ID. They released me after I paid. I wonder whether police are allowed to demand money for release and whether I can still report it?",
    intent: "legal-question",
  },
  {
    message:
      "Bonjour maitre, my son student at Limkokwing, police come to his hostel this night and take him with his friends. Je ne sais pas pourquoi. He is at which station we don't know",
    intent: "urgent",
  },
  { message: "dem bin tek mi na stashon las mont fo tri de an dem nor tel mi wetin a du. na so di lo se? a go fit go kot fo dat?", intent: "legal-question" },
  {
    message:
      "my uncle is threaten by the chief son because of land, yesterday they come with machete and cut our door, they say next time is his head. we are afraid to sleep",
    intent: "safety",
  },
  {
    message:
      "I'm not sure who to ask. A colleague keeps following me home from work and sending messages saying he will hurt me if I report him. Today he was waiting outside my house. Is there any protection I can get quickly?",
    intent: "safety",
  },
  { message: "wetin mek polis go tek pesin bifo dem tel am wetin im du? dem jus tek mi broda na Kroo Bay naw naw, e nor ivin wer slipas", intent: "urgent" },
  {
    message:
      "My flatmate came home from Lagos and immigration at Lungi took him to a side room 5 hrs ago. Hes texting me saying they're asking about his money. how do we get a lawyer there before they move him",
    intent: "urgent",
  },
  {
    message: "mi pikin bin de na di sel tu wik bifo dem gi am bel. naw di polis se im fo pe moni fo di bel. bel fri o nor fri na di lo?",
    intent: "legal-question",
  },
  { message: "mi mama in os bon yestade, dem se na di neba. tide dem se dem go kam bon wi bak. wi nor no usai fo go", intent: "safety" },
  {
    message:
      "Dear Sir, I write with a heavy heart. My son Alusine, a Form 5 pupil at a secondary school here in Makeni, was taken from the school compound this morning by men who said they were from the police. He has not been returned and the station will not let me see him. Kindly advise what I must do today.",
    intent: "urgent",
  },
  {
    message:
      "Mon chauffeur a ete attaque a la gare routiere, they beat him and take the money, now they say they will come to find him at home. He is afraid, hiding in the warehouse.",
    intent: "safety",
  },
  {
    message:
      "pls help, airport people at Lungi holding my husband since he land from Brussels last night, they say something about his bag, we no hear from him since. he still dey there",
    intent: "urgent",
  },
  {
    message:
      "Just to ask, my brother was stopped at the Lungi ferry terminal by police this morning and they have not released him, they said something about a stolen car. He is still in their office at the terminal. Can a lawyer handle this today and how much would it cost?",
    intent: "urgent",
    also: ["knowledge:Fees"],
  },
  { message: "criminal case. am on bail. court 2moro. need lawyer", intent: "area:criminal" },
];
